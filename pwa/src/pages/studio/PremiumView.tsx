/** Placeholder: the view is built next. */
export default function PremiumView() {
  return <p className="muted">PremiumView</p>;
}
