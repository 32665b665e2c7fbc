import type { MediaFormat, StoredImage } from '@viral/domain';

/** One resized, re-encoded file of a stored image. */
export interface MediaVariant {
  width: number;
  format: MediaFormat;
  content: Uint8Array;
}

/** A source image made ready to store: its description and every variant. */
export interface ProcessedImage extends StoredImage {
  variants: MediaVariant[];
}

/**
 * Where stored recipe photos live (docs/decisions/015-recipe-photos-in-postgresql.md). The
 * database driver is the only one; an object-storage driver would implement the same methods.
 */
export interface MediaStore {
  /** The stored image with this content hash, or null when it is not (completely) stored. */
  find(hash: string): Promise<StoredImage | null>;
  /** Stores an image and all its variants at once; storing a hash again changes nothing. */
  save(image: ProcessedImage): Promise<void>;
  /** One variant's bytes, or null when that hash, width or format is not stored. */
  read(hash: string, width: number, format: MediaFormat): Promise<Uint8Array | null>;
}
