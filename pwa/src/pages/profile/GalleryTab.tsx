import { Link } from 'wouter';

/** My Gallery: the member's own items arrive with the generators; until then, the empty state. */
export function GalleryTab() {
  return (
    <>
      <div className="panel-head">
        <h2>My Gallery</h2>
        <p className="muted small">Your own images and videos.</p>
      </div>
      <div className="empty-state">
        <span className="empty-icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28">
            <path d="M4 5h16v14H4zM4 15l4.5-4.5L13 15l3-3 4 4M15.5 8.5h.01" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <p className="empty-title">No items in your gallery yet</p>
        <p className="muted">The images and videos you generate in the AI Studio will appear here.</p>
        <Link href="/apps" className="button primary">
          Open the AI Studio
        </Link>
      </div>
    </>
  );
}
