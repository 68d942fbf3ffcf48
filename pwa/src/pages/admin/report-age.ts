/** A report's age as the review queue shows it: "just now", "12 min ago", "3 h ago" (up to two days), "2 d ago". */
export function ageText(seconds: number): string {
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 2 * 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  return `${Math.floor(seconds / 86_400)} d ago`;
}
