import type { ToolId } from '../../../../api/contract/generation';

/**
 * Where each Studio tool's view lives: /apps/<slug> (reload and Back work). Kept apart from the
 * views themselves (views.ts) so that a view, the dashboard and the queue panel can link to one
 * another without importing the views.
 */
export const STUDIO_SLUGS = [
  { slug: 'fast-photo', tool: 'fast-photo' },
  { slug: 'premium', tool: 'premium-text-to-image' },
  { slug: 'image-to-image', tool: 'image-to-image' },
  { slug: 'text-to-video', tool: 'text-to-video' },
  { slug: 'image-to-video', tool: 'image-to-video' },
  { slug: 'upscale', tool: 'upscale' },
  { slug: 'remove-background', tool: 'remove-background' },
] as const satisfies readonly { slug: string; tool: ToolId }[];

export type StudioSlug = (typeof STUDIO_SLUGS)[number]['slug'];

export const studioPath = (slug: string) => `/apps/${slug}`;

/** The address of a tool's view, or null for a tool outside the Studio. */
export function toolPath(tool: ToolId): string | null {
  const entry = STUDIO_SLUGS.find((candidate) => candidate.tool === tool);
  return entry ? studioPath(entry.slug) : null;
}
