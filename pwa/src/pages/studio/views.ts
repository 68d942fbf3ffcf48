import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { ToolId } from '../../../../api/contract/generation';
import { studioToolAt } from './paths';

/**
 * The Studio's tool views, each its own chunk, fetched when it is opened: the view of /apps/<slug> is
 * the default export of <Slug>View.tsx in this folder (/apps/image-to-image → ImageToImageView.tsx),
 * so a new tool's view is found by its file alone. No view imports this file (paths.ts has their addresses).
 */
const VIEWS: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: ComponentType }>('./*View.tsx')).map(([file, load]) => [file, lazy(load)]),
);

const pascal = (slug: string) =>
  slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** The file of the view at /apps/<slug>. */
export const viewFile = (slug: string) => `./${pascal(slug)}View.tsx`;

export interface StudioView {
  /** The path segment after /apps/. */
  slug: string;
  tool: ToolId;
  view: LazyExoticComponent<ComponentType>;
}

/** The view at /apps/<slug> (any letter case), or null for no tool or a tool without its view file. */
export function viewBySlug(slug: string): StudioView | null {
  const entry = studioToolAt(slug);
  const view = entry && VIEWS[viewFile(entry.slug)];
  return entry && view ? { ...entry, view } : null;
}
