import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { ToolId } from '../../../../api/contract/generation';

/**
 * The Studio's tool views, each at its own address under /apps (reload and Back work). A view is
 * its own chunk, fetched when it is opened.
 */
export interface StudioView {
  /** The path segment after /apps/. */
  slug: string;
  tool: ToolId;
  view: LazyExoticComponent<ComponentType>;
}

export const STUDIO_VIEWS: readonly StudioView[] = [
  { slug: 'fast-photo', tool: 'fast-photo', view: lazy(() => import('./FastPhotoView')) },
  { slug: 'premium', tool: 'premium-text-to-image', view: lazy(() => import('./PremiumView')) },
  { slug: 'image-to-image', tool: 'image-to-image', view: lazy(() => import('./ImageToImageView')) },
  { slug: 'text-to-video', tool: 'text-to-video', view: lazy(() => import('./TextToVideoView')) },
  { slug: 'image-to-video', tool: 'image-to-video', view: lazy(() => import('./ImageToVideoView')) },
  { slug: 'upscale', tool: 'upscale', view: lazy(() => import('./UpscaleView')) },
  { slug: 'remove-background', tool: 'remove-background', view: lazy(() => import('./RemoveBackgroundView')) },
];

export const studioPath = (slug: string) => `/apps/${slug}`;
export const viewBySlug = (slug: string) => STUDIO_VIEWS.find((entry) => entry.slug === slug.toLowerCase()) ?? null;
export const viewByTool = (tool: ToolId) => STUDIO_VIEWS.find((entry) => entry.tool === tool) ?? null;
