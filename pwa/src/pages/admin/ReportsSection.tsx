/** Reports from visitors (being built). */
export function ReportsSection() {
  return null;
}
