/** Outputs held for review (being built). */
export function HeldOutputsSection() {
  return null;
}
