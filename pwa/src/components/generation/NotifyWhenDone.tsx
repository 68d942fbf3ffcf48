/**
 * 'Notify me when it is done' for a long job. Placeholder: the push notifications are being built.
 */
export function NotifyWhenDone(_props: { generationId: string }) {
  return null;
}
