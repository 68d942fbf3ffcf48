/** Line icons of the landing page, drawn in currentColor on a 24-unit grid. */

const paths = {
  studio: 'M4 5h7v6H4zM13 5h7v4h-7zM13 11h7v8h-7zM4 13h7v6H4z',
  image: 'M4 6a2 2 0 012-2h12a2 2 0 012 2v12a2 2 0 01-2 2H6a2 2 0 01-2-2zM4 16l5-5 4 4 2-2 5 5M15.5 8.5h.01',
  remix: 'M4 7h11l-3-3M20 17H9l3 3M17 7a3 3 0 013 3M7 17a3 3 0 01-3-3',
  wand: 'M5 19L15 9M14 4l1 2 2 1-2 1-1 2-1-2-2-1 2-1zM19 12l.7 1.3L21 14l-1.3.7L19 16l-.7-1.3L17 14l1.3-.7z',
  phone: 'M8 3h8a2 2 0 012 2v14a2 2 0 01-2 2H8a2 2 0 01-2-2V5a2 2 0 012-2zM11 18h2',
  layers: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5',
  sliders: 'M5 4v6M5 14v6M12 4v9M12 17v3M19 4v3M19 11v9M3 10h4M10 13h4M17 7h4',
  aperture: 'M12 3a9 9 0 110 18 9 9 0 010-18zM9 3.5l6 9M21 11h-9M16.5 19.5l-4.5-7.5M7.5 19.5l4.5-7.5M3 11h6',
  puzzle: 'M9 4h3a2 2 0 014 0h3v5a2 2 0 010 4v6h-5a2 2 0 00-4 0H5v-5a2 2 0 000-4V4z',
  sparkle: 'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z',
  wallet: 'M4 7a2 2 0 012-2h11v4M4 7v10a2 2 0 002 2h13V9H6a2 2 0 01-2-2zM16 14h.01',
  gallery: 'M3 5h8v6H3zM13 5h8v10h-8zM3 13h8v6H3zM13 17h8v2h-8z',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1.5S10 7 12 7zM12 7c1.5-3 5-3.5 5-1.5S14 7 12 7z',
  pause: 'M8 5v14M16 5v14',
  play: 'M7 5l12 7-12 7z',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5',
  x: 'M4 4l16 16M20 4L4 20',
  instagram: 'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5h.01',
  youtube: 'M3 8a3 3 0 013-3h12a3 3 0 013 3v8a3 3 0 01-3 3H6a3 3 0 01-3-3V8zm7 1v6l5-3-5-3z',
  reddit: 'M12 8c4.4 0 8 2.2 8 5s-3.6 5-8 5-8-2.2-8-5 3.6-5 8-5zm0 0l1-5 4 1m-8 9h.01M15 13h.01M9.5 15.5c1.5 1 3.5 1 5 0',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 22 }: { name: IconName; size?: number }) {
  const filled = name === 'play';
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className="icon">
      <path
        d={paths[name]}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
