import type { MediaFormat, StoredImage } from '@viral/domain';
import type { ByteRange, ObjectRead } from './objects/object-store.ts';

/** One resized, re-encoded file of a stored image. */
export interface MediaVariant {
  width: number;
  format: MediaFormat;
  content: Uint8Array;
}

/** A source image made ready to store: its description and the variants made so far. */
export interface ProcessedImage extends StoredImage {
  variants: MediaVariant[];
}

/** A stored image whose remaining formats the background pass makes, from its source kept until then. */
export interface UnfinishedImage {
  hash: string;
  source: Uint8Array;
  /** The variants it has already, as "640.webp". */
  stored: string[];
}

/**
 * Stored recipe photos: their index in the database, their files in an object store
 * (docs/decisions/015-recipe-photos-in-postgresql.md, docs/decisions/022-media-store.md).
 */
export interface MediaStore {
  /** The stored image with this content hash, or null when it is not (completely) stored. */
  find(hash: string): Promise<StoredImage | null>;
  /**
   * Stores an image and its variants at once; storing a hash again changes nothing. With `source`,
   * the image is unfinished: its source is kept for the background pass to make the other formats.
   */
  save(image: ProcessedImage, source?: Uint8Array): Promise<void>;
  /** Takes the oldest unfinished image no other pass holds (a claim lapses after some minutes). */
  claimUnfinished(): Promise<UnfinishedImage | null>;
  /**
   * Adds these variants, drops the kept source, and records the image's widths (null: as they are,
   * when nothing more could be made) and the formats it now has in every one of them, on the image
   * and on every recipe showing it.
   */
  finish(hash: string, widths: number[] | null, variants: MediaVariant[]): Promise<void>;
  /**
   * One variant's bytes (those of `range`, when given), or null when that hash, width or format is
   * not stored. Throws RangeNotSatisfiableError for a range past its end.
   */
  open(hash: string, width: number, format: MediaFormat, range?: ByteRange): Promise<ObjectRead | null>;
}
