import { useCatalog } from '../../state/catalog';

/** The sponsor's banner of the generator pages; its link is configured (SPONSOR_URL, in the catalog). */
export function SponsorBanner() {
  const { catalog } = useCatalog();
  if (!catalog) return null;
  return (
    <aside className="sponsor-banner" aria-label="Sponsor">
      <span className="sponsor-tag">Sponsored</span>
      <a href={catalog.sponsorUrl} target="_blank" rel="sponsored noopener">
        Visit our sponsor and consider joining them!
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M6 3h7v7M13 3 4 12" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </a>
    </aside>
  );
}
