import type { Readable } from 'node:stream';

/**
 * Bytes of an object to read: `start` to `end` inclusive (`end` absent: to the last byte), or the
 * last `suffix` bytes, as an HTTP `Range: bytes=…` names them.
 */
export type ByteRange = { start: number; end?: number } | { suffix: number };

/** What a stored object's body may be given as: bytes in memory or a stream (a large file, say). */
export type ObjectBody = Uint8Array | Readable | ReadableStream<Uint8Array>;

/** An object being read: its bytes from `start` to `end` (inclusive) of `size` in all. */
export interface ObjectRead {
  body: ReadableStream<Uint8Array>;
  /** The whole object's size in bytes. */
  size: number;
  start: number;
  end: number;
}

/** One stored object, as a listing names it. */
export interface ListedObject {
  key: string;
  size: number;
  modified: Date;
}

/** A range starting past an object's last byte: HTTP answers it with 416 and the object's size. */
export class RangeNotSatisfiableError extends Error {
  readonly size: number;
  constructor(size: number) {
    super(`The range asked for is outside the ${size} bytes of the object`);
    this.size = size;
  }
}

/**
 * Where media files live (docs/decisions/022-media-store.md): a directory under DATA_DIR or an
 * S3-compatible bucket. Keys are slash-separated segments of letters, digits, `.`, `_` and `-`,
 * none starting with a dot (see `checkObjectKey`). Objects are written whole or not at all: a
 * reader never sees a half-written one, and a failed write leaves at most an unfinished upload that
 * `abandonIncomplete` clears. The database indexes what is stored; an object only counts once its
 * index row exists, so a write is always put first, then indexed.
 */
export interface ObjectStore {
  /** Human-readable place, for logs: a directory or a bucket. */
  readonly where: string;
  /** Stores an object under `key`, replacing any object there once the new one is complete. */
  put(key: string, body: ObjectBody, contentType: string): Promise<void>;
  /**
   * The object's bytes (those of `range`, when given), or null when nothing is stored under `key`.
   * Throws RangeNotSatisfiableError when `range` starts past the end.
   */
  get(key: string, range?: ByteRange): Promise<ObjectRead | null>;
  /** Deletes the object under `key`; deleting a missing one is no error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, in no particular order. */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** Clears writes that began before `before` and never completed; answers how many it cleared. */
  abandonIncomplete(before: Date): Promise<number>;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const MAX_SEGMENTS = 8;

/** Throws unless `key` is a well-formed object key: no empty, dot-led (`.`, `..`) or odd segment. */
export function checkObjectKey(key: string): string[] {
  const segments = key.split('/');
  if (segments.length > MAX_SEGMENTS || !segments.every((segment) => SEGMENT.test(segment)))
    throw new Error(`Not a media object key: ${JSON.stringify(key.slice(0, 200))}`);
  return segments;
}

/**
 * The first and last byte a range names in an object of `size` bytes; a range reaching past the end
 * is cut at the end, one starting past it (or any range of an empty object) is not satisfiable.
 */
export function resolveRange(range: ByteRange | undefined, size: number): { start: number; end: number } {
  if (!range) return { start: 0, end: size - 1 };
  if ('suffix' in range) {
    if (range.suffix <= 0 || size === 0) throw new RangeNotSatisfiableError(size);
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size) throw new RangeNotSatisfiableError(size);
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}
