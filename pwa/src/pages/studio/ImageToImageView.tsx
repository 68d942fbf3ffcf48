/** Placeholder: the view is built next. */
export default function ImageToImageView() {
  return <p className="muted">ImageToImageView</p>;
}
