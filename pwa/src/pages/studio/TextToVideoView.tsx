/** Placeholder: the view is built next. */
export default function TextToVideoView() {
  return <p className="muted">TextToVideoView</p>;
}
