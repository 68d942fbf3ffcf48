/** How figures read on screen: en-US, USD. */

const whole = new Intl.NumberFormat('en-US');
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 2500 → '2,500'. */
export const formatNumber = (value: number): string => whole.format(value);

/** A ledger amount with its sign: 2000 → '+2,000', -7 → '−7' (a real minus sign). */
export function formatSignedAmount(amount: number): string {
  if (amount > 0) return `+${whole.format(amount)}`;
  if (amount < 0) return `\u2212${whole.format(-amount)}`;
  return '0';
}

/** A price tag from the provider's decimal string: '19.00' → '$19.00'. */
export function formatPrice(price: string, currency: string): string {
  return currency === 'USD' ? dollarsAndCents.format(Number(price)) : `${price} ${currency}`;
}

/** A price inside a sentence: '19.00' → '$19', '19.50' → '$19.50'. */
export function formatPriceShort(price: string, currency: string): string {
  if (currency !== 'USD') return `${price} ${currency}`;
  const amount = Number(price);
  return Number.isInteger(amount) ? wholeDollars.format(amount) : dollarsAndCents.format(amount);
}

/** 'Jan 5, 2026, 3:04 PM', in the viewer's time zone. */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

/** '1 generation', '12 generations'. */
export const generationsText = (count: number): string => `${formatNumber(count)} generation${count === 1 ? '' : 's'}`;
