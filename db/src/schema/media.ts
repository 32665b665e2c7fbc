import type { MediaFormat, StoredImage } from '@viral/domain';
import { customType, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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

/** The resized, re-encoded files of a stored image: every width in each of its formats. */
export const mediaVariants = pgTable(
  'media_variants',
  {
    hash: text('hash')
      .notNull()
      .references(() => mediaImages.hash, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    format: text('format', { enum: ['avif', 'webp', 'jpeg'] }).notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.width, t.format] })],
);

export type { StoredImage };
