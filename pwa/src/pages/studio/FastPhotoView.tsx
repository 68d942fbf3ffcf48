/** Placeholder: the view is built next. */
export default function FastPhotoView() {
  return <p className="muted">FastPhotoView</p>;
}
