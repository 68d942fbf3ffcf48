import { TOOL_IDS, type ToolId, TOOLS } from '../../../../api/contract/generation';

/**
 * Where each Studio tool's view lives: /apps/<slug> (reload and Back work), read from the page the
 * contract gives the tool, in the contract's order (the dashboard's). Kept apart from the views
 * themselves (views.ts) so that a view, the dashboard and the queue panel can link to one another
 * without importing the views.
 */
const PREFIX = '/apps/';

export interface StudioTool {
  /** The path segment after /apps/. */
  slug: string;
  tool: ToolId;
}

export const STUDIO_TOOLS: readonly StudioTool[] = TOOL_IDS.flatMap((tool) => {
  const { page } = TOOLS[tool];
  return page.startsWith(PREFIX) ? [{ slug: page.slice(PREFIX.length), tool }] : [];
});

export const studioPath = (slug: string) => `${PREFIX}${slug}`;

/** The address of a tool's view, or null for a tool outside the Studio. */
export function toolPath(tool: ToolId): string | null {
  const entry = STUDIO_TOOLS.find((candidate) => candidate.tool === tool);
  return entry ? studioPath(entry.slug) : null;
}

/** The Studio tool at /apps/<slug> (any letter case), or null. */
export function studioToolAt(slug: string): StudioTool | null {
  return STUDIO_TOOLS.find((candidate) => candidate.slug === slug.toLowerCase()) ?? null;
}
