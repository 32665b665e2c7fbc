import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, opendir, rename, rm, rmdir, stat, unlink } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type ByteRange,
  checkObjectKey,
  type ListedObject,
  type ObjectBody,
  type ObjectRead,
  type ObjectStore,
  resolveRange,
} from './object-store.ts';

/** Unfinished writes live here, beside the objects (one file system, so the rename is atomic). */
const INCOMPLETE = '.incomplete';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

function toNodeStream(body: ObjectBody): Readable {
  if (body instanceof Uint8Array) return Readable.from([body]);
  if (body instanceof Readable) return body;
  return Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
}

/**
 * Objects as files in one directory (DATA_DIR/media by default). A write goes to a file under
 * `.incomplete/`, is flushed to disk, then renamed into place: readers see the old object or the
 * whole new one, never part of it.
 */
export class DiskObjectStore implements ObjectStore {
  readonly where: string;
  private readonly root: string;

  constructor(directory: string) {
    this.root = resolve(directory);
    this.where = this.root;
  }

  private pathOf(key: string): string {
    const path = join(this.root, ...checkObjectKey(key));
    // The key check already rules out '..'; this is the belt to its braces.
    if (!path.startsWith(this.root + sep)) throw new Error(`Not a media object key: ${key}`);
    return path;
  }

  async put(key: string, body: ObjectBody, _contentType: string): Promise<void> {
    const path = this.pathOf(key);
    const temporary = join(this.root, INCOMPLETE, randomUUID());
    await mkdir(dirname(temporary), { recursive: true });
    try {
      await pipeline(toNodeStream(body), createWriteStream(temporary, { flush: true }));
      await mkdir(dirname(path), { recursive: true });
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<ObjectRead | null> {
    const path = this.pathOf(key);
    let size: number;
    try {
      const found = await stat(path);
      if (!found.isFile()) return null;
      size = found.size;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const { start, end } = resolveRange(range, size);
    const stream = createReadStream(path, { start, end: Math.max(end, start) });
    const body =
      end < start
        ? new ReadableStream<Uint8Array>({ start: (controller) => controller.close() })
        : (Readable.toWeb(stream) as ReadableStream<Uint8Array>);
    if (end < start) stream.destroy();
    return { body, size, start, end };
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    try {
      await unlink(path);
    } catch (error) {
      if (!isMissing(error)) throw error;
      return;
    }
    // Empty folders left behind go too (a photo's folder once its last variant is gone).
    for (let folder = dirname(path); folder.startsWith(this.root + sep); folder = dirname(folder)) {
      try {
        await rmdir(folder);
      } catch {
        break;
      }
    }
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    let folder: Awaited<ReturnType<typeof opendir>>;
    try {
      folder = await opendir(this.root, { recursive: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for await (const entry of folder) {
      if (!entry.isFile()) continue;
      const key = relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/');
      if (key.startsWith(`${INCOMPLETE}/`) || !key.startsWith(prefix)) continue;
      try {
        checkObjectKey(key);
        const found = await stat(join(entry.parentPath, entry.name));
        yield { key, size: found.size, modified: found.mtime };
      } catch {
        // A file that is no object (a stray name) or went away while listing.
      }
    }
  }

  async abandonIncomplete(before: Date): Promise<number> {
    let cleared = 0;
    let folder: Awaited<ReturnType<typeof opendir>>;
    try {
      folder = await opendir(join(this.root, INCOMPLETE));
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
    for await (const entry of folder) {
      const path = join(entry.parentPath, entry.name);
      const found = await stat(path).catch(() => null);
      if (found && found.mtime < before) {
        await rm(path, { force: true });
        cleared++;
      }
    }
    return cleared;
  }
}
