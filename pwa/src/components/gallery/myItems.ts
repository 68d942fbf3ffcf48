import type { GalleryPage } from '../../../../api/contract/gallery';
import type { ToolId } from '../../../../api/contract/generation';

/**
 * A member's own gallery items: list (filtered by tool or saved), star, delete one, clear a tool's.
 * Placeholder signatures: the routes behind them are being built.
 */
export interface MyItemsQuery {
  tool?: ToolId;
  saved?: boolean;
  before?: string;
  limit?: number;
}

export function listMyItems(_query: MyItemsQuery): Promise<GalleryPage> {
  return Promise.resolve({ items: [], nextCursor: null, viewer: null });
}

export function setItemSaved(_itemId: string, _saved: boolean): Promise<void> {
  return Promise.reject(new Error('Saving is not available yet'));
}

export function deleteItem(_itemId: string): Promise<void> {
  return Promise.reject(new Error('Deleting is not available yet'));
}

/** Deletes every item of the member's made with `tool`; answers how many went. */
export function clearToolItems(_tool: ToolId): Promise<number> {
  return Promise.reject(new Error('Clearing is not available yet'));
}
