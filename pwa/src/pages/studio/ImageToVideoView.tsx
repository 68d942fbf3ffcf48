/** Placeholder: the view is built next. */
export default function ImageToVideoView() {
  return <p className="muted">ImageToVideoView</p>;
}
