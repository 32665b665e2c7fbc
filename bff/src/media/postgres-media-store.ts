import { type Database, schema, selectRows } from '@viral/db';
import { MEDIA_FORMATS, type MediaFormat, type StoredImage } from '@viral/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { MediaStore, MediaVariant, ProcessedImage, UnfinishedImage } from './media-store.ts';

const { mediaImages, mediaVariants, recipes } = schema;
/** A background pass that took an image and went away (a restart, say) lets another take it after this. */
const FINISH_CLAIM_MINUTES = 10;

/** Stored photos in the database itself: replicated and backed up with the recipes. */
export class PostgresMediaStore implements MediaStore {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
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
    // One transaction: `find` never sees an image whose variants are not all there.
    await this.db.transaction(async (tx) => {
      const [taken] = await tx
        .insert(mediaImages)
        .values({ ...image, formats, source: source ?? null })
        .onConflictDoNothing()
        .returning({ hash: mediaImages.hash });
      if (!taken) return;
      for (const variant of variants) await tx.insert(mediaVariants).values({ hash: image.hash, ...variant });
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
    await this.db.transaction(async (tx) => {
      for (const variant of variants)
        await tx
          .insert(mediaVariants)
          .values({ hash, ...variant })
          .onConflictDoNothing();
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

  async read(hash: string, width: number, format: MediaFormat): Promise<Uint8Array | null> {
    const [row] = await this.db
      .select({ content: mediaVariants.content })
      .from(mediaVariants)
      .where(
        and(eq(mediaVariants.hash, hash), eq(mediaVariants.width, width), eq(mediaVariants.format, format)),
      );
    return row?.content ?? null;
  }
}
