/** Flagged accounts (being built). */
export function FlaggedAccountsSection() {
  return null;
}
