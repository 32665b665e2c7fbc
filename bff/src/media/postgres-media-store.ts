import { type Database, schema } from '@viral/db';
import type { MediaFormat, StoredImage } from '@viral/domain';
import { and, eq } from 'drizzle-orm';
import type { MediaStore, ProcessedImage } from './media-store.ts';

const { mediaImages, mediaVariants } = schema;

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
        width: mediaImages.width,
        height: mediaImages.height,
        placeholder: mediaImages.placeholder,
        color: mediaImages.color,
      })
      .from(mediaImages)
      .where(eq(mediaImages.hash, hash));
    return row ?? null;
  }

  async save({ variants, ...image }: ProcessedImage): Promise<void> {
    // One transaction: `find` never sees an image whose variants are not all there.
    await this.db.transaction(async (tx) => {
      const [taken] = await tx
        .insert(mediaImages)
        .values(image)
        .onConflictDoNothing()
        .returning({ hash: mediaImages.hash });
      if (!taken) return;
      for (const variant of variants) await tx.insert(mediaVariants).values({ hash: image.hash, ...variant });
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
