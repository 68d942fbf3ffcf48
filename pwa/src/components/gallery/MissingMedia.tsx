import { galleryMessages } from '../../../../api/contract/gallery';

/** What stands in for a file that failed to load. */
export function MissingMedia() {
  return (
    <span className="gallery-missing" role="img" aria-label={galleryMessages.imageNotFound}>
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        <path
          d="M4 5h16v14H4zM4 15l4.5-4.5L13 15l3-3 4 4M15.5 8.5h.01M3 3l18 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span aria-hidden="true">{galleryMessages.imageNotFound}</span>
    </span>
  );
}
