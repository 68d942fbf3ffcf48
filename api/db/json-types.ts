import type { ColumnType } from 'kysely';

/**
 * The shapes of the jsonb columns, which the database cannot describe. The generated schema.ts takes
 * them from here (see the overrides in codegen.ts), so a read gives the shape and not bare JSON.
 */

/**
 * A jsonb column: reads give `Select`; writes take JSON text (JSON.stringify), because pg would send a
 * JavaScript array as a Postgres array rather than as JSON.
 */
export type JsonColumn<Select, Insert = string> = ColumnType<Select, Insert, string>;

/** One stored output of a job, as kept in generations.outputs. */
export interface StoredOutput {
  bucket: 'generations';
  key: string;
  kind: 'image' | 'video';
  contentType: string;
  width: number | null;
  height: number | null;
  label: string | null;
  /** The gallery thumbnail (WebP) beside it, for members' images (api/gallery/thumbnails.ts). */
  thumbKey?: string | null;
}

/** generations.params: the tool's parameters as submitted, with the seed filled in. */
export type GenerationParams = Record<string, unknown>;

/** generation_events.data: what the event says ({ status }, { percent }, { message }, { outputs }...). */
export type GenerationEventData = Record<string, unknown>;
