import { paymentMessages } from '../contract/messages';
import { ApiError } from '../http/errors';
import type { PaymentProvider } from './provider';

/**
 * In production without PayPal credentials: purchases are refused (503), never sent to the local
 * stand-in, whose approve button would hand out tokens for nothing.
 */
export function disabledPaymentProvider(): PaymentProvider {
  const refuse = async (): Promise<never> => {
    throw new ApiError('unavailable', paymentMessages.unavailable);
  };
  return {
    name: 'none',
    clientConfig: () => ({ provider: 'none', clientId: null, currency: 'USD', sandbox: false, standIn: false }),
    createOrder: refuse,
    captureOrder: refuse,
    verifyWebhook: async () => null,
  };
}
