import { type Database, schema, selectRows } from '@viral/db';
import { MEDIA_CONTENT_TYPES, MEDIA_FORMATS, type MediaFormat, type StoredImage } from '@viral/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { MediaStore, MediaVariant, ProcessedImage, UnfinishedImage } from './media-store.ts';
import { bytesRead } from './objects/bytes-read.ts';
import type { ByteRange, ObjectRead, ObjectStore } from './objects/object-store.ts';
import { photoObjectKey } from './photo-object-key.ts';

const { mediaImages, mediaVariants, recipes } = schema;
/** A background pass that took an image and went away (a restart, say) lets another take it after this. */
const FINISH_CLAIM_MINUTES = 10;

/**
 * Stored photos indexed in the database, their files in an object store. A file is put before its
 * row is written, so a row always names a complete file; a file whose row never came (a failed
 * write) is cleared by the sweep. Variants stored before the object store still hold their bytes
 * in `media_variants.content` until `moveVariantsToStore` moves them; they are served from there.
 */
export class PostgresMediaStore implements MediaStore {
  private readonly db: Database;
  private readonly objects: ObjectStore;

  constructor(db: Database, objects: ObjectStore) {
    this.db = db;
    this.objects = objects;
  }

  private async putVariants(hash: string, variants: MediaVariant[]) {
    for (const { width, format, content } of variants)
      await this.objects.put(photoObjectKey(hash, width, format), content, MEDIA_CONTENT_TYPES[format]);
  }

  async find(hash: string): Promise<StoredImage | null> {
    const [row] = await this.db
      .select({
        hash: mediaImages.hash,
        widths: mediaImages.widths,
        formats: mediaImages.formats,
        width: mediaImages.width,
        height: mediaImages.height,
        placeholder: mediaImages.placeholder,
        color: mediaImages.color,
      })
      .from(mediaImages)
      .where(eq(mediaImages.hash, hash));
    return row ?? null;
  }

  async save({ variants, formats = [...MEDIA_FORMATS], ...image }: ProcessedImage, source?: Uint8Array) {
    if (await this.find(image.hash)) return;
    await this.putVariants(image.hash, variants);
    // One transaction: `find` never sees an image whose variants are not all there.
    await this.db.transaction(async (tx) => {
      const [taken] = await tx
        .insert(mediaImages)
        .values({ ...image, formats, source: source ?? null })
        .onConflictDoNothing()
        .returning({ hash: mediaImages.hash });
      if (!taken) return;
      for (const { width, format } of variants)
        await tx.insert(mediaVariants).values({ hash: image.hash, width, format, content: null });
    });
  }

  async claimUnfinished(): Promise<UnfinishedImage | null> {
    const [row] = await selectRows<{ hash: string; source: Uint8Array }>(
      this.db,
      sql`update ${mediaImages} set finish_claimed_at = now()
        where hash = (
          select hash from ${mediaImages}
          where source is not null
            and (finish_claimed_at is null or finish_claimed_at < now() - make_interval(mins => ${FINISH_CLAIM_MINUTES}))
          order by created_at
          limit 1
          for update skip locked)
        returning hash, source`,
    );
    if (!row) return null;
    const stored = await this.db
      .select({ width: mediaVariants.width, format: mediaVariants.format })
      .from(mediaVariants)
      .where(eq(mediaVariants.hash, row.hash));
    return {
      hash: row.hash,
      source: new Uint8Array(row.source),
      stored: stored.map((v) => `${v.width}.${v.format}`),
    };
  }

  async finish(hash: string, widths: number[] | null, variants: MediaVariant[]): Promise<void> {
    await this.putVariants(hash, variants);
    await this.db.transaction(async (tx) => {
      for (const { width, format } of variants)
        await tx.insert(mediaVariants).values({ hash, width, format, content: null }).onConflictDoNothing();
      const [image] = await tx
        .select({ widths: mediaImages.widths })
        .from(mediaImages)
        .where(eq(mediaImages.hash, hash));
      if (!image) return;
      const stored = await tx
        .select({ width: mediaVariants.width, format: mediaVariants.format })
        .from(mediaVariants)
        .where(eq(mediaVariants.hash, hash));
      const complete = (listed: number[], format: MediaFormat) =>
        listed.every((width) => stored.some((v) => v.width === width && v.format === format));
      // The description's promise: every width listed, in every format listed.
      const listed =
        widths && MEDIA_FORMATS.some((format) => complete(widths, format)) ? widths : image.widths;
      const formats = MEDIA_FORMATS.filter((format) => complete(listed, format));
      await tx
        .update(mediaImages)
        .set({ widths: listed, formats, source: null, finish_claimed_at: null })
        .where(eq(mediaImages.hash, hash));
      // Recipes carry their photo's description (no join on reads): they learn it too.
      const described = JSON.stringify({ widths: listed, formats });
      await tx
        .update(recipes)
        .set({ stored_image: sql`${recipes.stored_image} || ${described}::jsonb` })
        .where(sql`${recipes.stored_image}->>'hash' = ${hash}`);
    });
  }

  async open(
    hash: string,
    width: number,
    format: MediaFormat,
    range?: ByteRange,
  ): Promise<ObjectRead | null> {
    const [row] = await this.db
      .select({ content: mediaVariants.content })
      .from(mediaVariants)
      .where(
        and(eq(mediaVariants.hash, hash), eq(mediaVariants.width, width), eq(mediaVariants.format, format)),
      );
    if (!row) return null;
    if (row.content) return bytesRead(new Uint8Array(row.content), range);
    return this.objects.get(photoObjectKey(hash, width, format), range);
  }
}
