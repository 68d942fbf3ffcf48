import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { ToolId } from '../../../../api/contract/generation';
import { STUDIO_SLUGS, type StudioSlug } from './paths';

/** The Studio's tool views, each its own chunk, fetched when it is opened. No view imports this file (paths.ts has their addresses). */
const VIEWS: Record<StudioSlug, LazyExoticComponent<ComponentType>> = {
  'fast-photo': lazy(() => import('./FastPhotoView')),
  premium: lazy(() => import('./PremiumView')),
  'image-to-image': lazy(() => import('./ImageToImageView')),
  'text-to-video': lazy(() => import('./TextToVideoView')),
  'image-to-video': lazy(() => import('./ImageToVideoView')),
  upscale: lazy(() => import('./UpscaleView')),
  'remove-background': lazy(() => import('./RemoveBackgroundView')),
};

export interface StudioView {
  /** The path segment after /apps/. */
  slug: string;
  tool: ToolId;
  view: LazyExoticComponent<ComponentType>;
}

/** The view at /apps/<slug> (any letter case), or null. */
export function viewBySlug(slug: string): StudioView | null {
  const entry = STUDIO_SLUGS.find((candidate) => candidate.slug === slug.toLowerCase());
  return entry ? { ...entry, view: VIEWS[entry.slug] } : null;
}
