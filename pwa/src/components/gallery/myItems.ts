import type { GalleryPage } from '../../../../api/contract/gallery';
import type { ToolId } from '../../../../api/contract/generation';
import { myGalleryApi } from '../../api/client';

/**
 * A member's own gallery items: list (filtered by tool or saved), star, delete one, clear a tool's.
 * Failures reject with the client's ApiError, whose message is the server's user-facing one.
 */
export interface MyItemsQuery {
  tool?: ToolId;
  saved?: boolean;
  /** The nextCursor of the page before. */
  before?: string;
  limit?: number;
}

/** One page of the member's own items, newest first. */
export function listMyItems(query: MyItemsQuery): Promise<GalleryPage> {
  return myGalleryApi.list(query);
}

/** Stars (saved: shows in Profile → My Gallery) or unstars one of the member's items. */
export async function setItemSaved(itemId: string, saved: boolean): Promise<void> {
  await myGalleryApi.setSaved(itemId, saved);
}

/** Deletes one of the member's items and its files. */
export async function deleteItem(itemId: string): Promise<void> {
  await myGalleryApi.remove(itemId);
}

/** Deletes every item of the member's made with `tool`; answers how many went. */
export async function clearToolItems(tool: ToolId): Promise<number> {
  return (await myGalleryApi.clearTool(tool)).deleted;
}
