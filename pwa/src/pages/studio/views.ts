import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { ToolId } from '../../../../api/contract/generation';
import { studioToolAt } from './paths';

/**
 * The Studio's tool views, each its own chunk, fetched when it is opened: the view of /apps/<slug> is
 * the default export of <Slug>View.tsx in this folder (/apps/image-to-image → ImageToImageView.tsx),
 * so a new tool's view is found by its file alone. No view imports this file (paths.ts has their addresses).
 */
const MODULES = import.meta.glob<{ default: ComponentType }>('./*View.tsx');

const pascal = (slug: string) =>
  slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** The file of the view at /apps/<slug>. */
export const viewFile = (slug: string) => `./${pascal(slug)}View.tsx`;

const loaded = new Map<string, LazyExoticComponent<ComponentType>>();

export interface StudioView {
  /** The path segment after /apps/. */
  slug: string;
  tool: ToolId;
  view: LazyExoticComponent<ComponentType>;
}

/** The view at /apps/<slug> (any letter case), or null for no tool or a tool without its view file. */
export function viewBySlug(slug: string): StudioView | null {
  const entry = studioToolAt(slug);
  const load = entry && MODULES[viewFile(entry.slug)];
  if (!entry || !load) return null;
  let view = loaded.get(entry.slug);
  if (!view) {
    view = lazy(load);
    loaded.set(entry.slug, view);
  }
  return { ...entry, view };
}
