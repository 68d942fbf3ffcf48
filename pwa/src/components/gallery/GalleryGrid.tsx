import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import type { GalleryEntry } from '../../../../api/contract/gallery';
import { GalleryCard } from './GalleryCard';

/** The grid's row unit in px (gallery.css: grid-auto-rows). */
const ROW = 4;
/** Tiles with no known size get this shape (height / width). */
const DEFAULT_RATIO = 5 / 4;

interface Columns {
  /** Of one column, in px. */
  width: number;
  /** Between tiles. */
  gap: number;
  /** The caption under each picture (touch screens; 0 where it shows over the picture on hover). */
  caption: number;
  /** The fixed-height footer under each tile, when the grid has one (`--gallery-footer`; 0 without). */
  footer: number;
}

/** The columns as the stylesheet laid the grid out (gallery.css decides how many). */
function useColumns(): [RefObject<HTMLUListElement | null>, Columns | null] {
  const ref = useRef<HTMLUListElement>(null);
  const [columns, setColumns] = useState<Columns | null>(null);
  useLayoutEffect(() => {
    const grid = ref.current;
    if (!grid) return;
    const measure = () => {
      const style = getComputedStyle(grid);
      const width = Number.parseFloat(style.gridTemplateColumns.split(' ')[0] ?? '');
      const gap = Number.parseFloat(style.columnGap) || 0;
      const caption = Number.parseFloat(style.getPropertyValue('--gallery-caption')) || 0;
      const footer = Number.parseFloat(style.getPropertyValue('--gallery-footer')) || 0;
      if (width > 0) {
        setColumns((old) =>
          old && old.width === width && old.gap === gap && old.caption === caption && old.footer === footer
            ? old
            : { width, gap, caption, footer },
        );
      }
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(grid);
    return () => observer.disconnect();
  }, []);
  return [ref, columns];
}

/**
 * The tiles at their own proportions in 1 to 5 columns (by width, gallery.css), as a masonry: each tile
 * spans as many small rows as its height needs, which is known before its file loads, so nothing
 * moves when images arrive or pages are added. The DOM keeps the list's order (so does Tab).
 *
 * `footer` puts a block under each tile (My Gallery's details and actions); the stylesheet gives it a
 * fixed height, `--gallery-footer`, which the tile's span counts. `stills` shows a video's poster
 * instead of playing it in the grid.
 */
export function GalleryGrid({
  items,
  onOpen,
  footer,
  stills = false,
  className,
}: {
  items: GalleryEntry[];
  onOpen: (index: number) => void;
  footer?: (item: GalleryEntry, index: number) => ReactNode;
  stills?: boolean;
  className?: string;
}) {
  const [ref, columns] = useColumns();
  return (
    <ul ref={ref} className={`gallery-grid${columns ? ' measured' : ''}${className ? ` ${className}` : ''}`} role="list">
      {items.map((item, index) => {
        const ratio = item.width && item.height ? item.height / item.width : DEFAULT_RATIO;
        const span = columns ? Math.ceil((columns.width * ratio + columns.caption + columns.footer + columns.gap) / ROW) : undefined;
        return (
          <li key={`${item.source}:${item.id}`} className="gallery-tile" style={span ? { gridRowEnd: `span ${span}` } : undefined}>
            <GalleryCard item={item} index={index} onOpen={onOpen} still={stills} />
            {footer?.(item, index)}
          </li>
        );
      })}
    </ul>
  );
}
