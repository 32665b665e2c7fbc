import type { MediaFormat, StoredImage } from '@viral/domain';
import {
  bigint,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recipes } from './catalogue.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Recipe photos the site stores itself, one row per source image (keyed by the SHA-256 of its
 * bytes). Rows no recipe refers to any more are deleted by a trigger on recipes (migration
 * 0011), so purges and deletes leave no orphans. See docs/decisions/015-recipe-photos-in-postgresql.md.
 */
export const mediaImages = pgTable('media_images', {
  hash: text('hash').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  widths: jsonb('widths').$type<number[]>().notNull(),
  placeholder: text('placeholder').notNull(),
  color: text('color').notNull(),
  /** Formats stored in every width: WebP from the import, AVIF and JPEG added by the background pass. */
  formats: jsonb('formats').$type<MediaFormat[]>().notNull().default(['avif', 'webp', 'jpeg']),
  /** The source bytes, kept only until the background pass has made the remaining formats from them. */
  source: bytea('source'),
  /** When a background pass took this image to finish (another takes it over after a while). */
  finish_claimed_at: timestamp('finish_claimed_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The resized, re-encoded files of a stored image: every width in each of its formats. The files
 * live in the media object store (docs/decisions/022-media-store.md); `content` holds the bytes
 * only of variants stored before it, until the move to the store empties it.
 */
export const mediaVariants = pgTable(
  'media_variants',
  {
    hash: text('hash')
      .notNull()
      .references(() => mediaImages.hash, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    format: text('format', { enum: ['avif', 'webp', 'jpeg'] }).notNull(),
    content: bytea('content'),
  },
  (t) => [primaryKey({ columns: [t.hash, t.width, t.format] })],
);

export type { StoredImage };

/**
 * Recipe videos the site has stored: the index of their files in the media object store (one MP4
 * each, at `key`) and their poster, a stored image. Only a stored video has a row; where an
 * imported video stands (waiting, refused and why, kept as a link) is its `video_tasks` row
 * (docs/decisions/023-recipe-videos.md). Videos and their posters go with their recipe; the sweep
 * deletes files no row names (docs/decisions/022-media-store.md).
 */
export const mediaVideos = pgTable(
  'media_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipe_id: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    /** The stored MP4's object key, under `videos/`. */
    key: text('key').notNull().unique(),
    duration_ms: integer('duration_ms').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    poster_hash: text('poster_hash').references(() => mediaImages.hash, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('media_videos_recipe_key').on(t.recipe_id)],
);
