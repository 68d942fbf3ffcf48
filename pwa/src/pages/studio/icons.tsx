/** The Studio's line icons: drawn in the text's colour beside a button's words, or alone in an icon button (which has its own label). */

/** A path drawn as a line on a square of `box` units (16 for the small icons of buttons, 24 for the others), `size` px wide. */
export function LineIcon({ d, box = 24, size = 18, weight = 1.6 }: { d: string; box?: 16 | 24; size?: number; weight?: number }) {
  return (
    <svg viewBox={`0 0 ${box} ${box}`} width={size} height={size} aria-hidden="true">
      <path d={d} fill="none" stroke="currentColor" strokeWidth={weight} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const DownloadIcon = ({ size = 14 }: { size?: number }) => (
  <LineIcon d="M8 2v8m0 0L4.5 6.5M8 10l3.5-3.5M3 13h10" box={16} size={size} weight={1.8} />
);

/** The star of Save to My Gallery, filled once saved. */
export function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path
        d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A picture: a frame with hills and a sun. */
export const PICTURE = 'M4 5h16v14H4zM4 15l4.5-4.5L13 15m-2-2 2.5-2.5L20 17M15.5 8.5h.01';
