/** What a page (or one panel of it) shows while the session or its data is still on its way. */
export function PageSpinner({ label = 'Loading', inline = false }: { label?: string; inline?: boolean }) {
  return (
    <div className={inline ? 'inline-loading' : 'page page-loading'} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
