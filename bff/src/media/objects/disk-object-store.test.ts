import { mkdtemp, readdir, readFile, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskObjectStore } from './disk-object-store.ts';
import { RangeNotSatisfiableError } from './object-store.ts';

const text = async (read: { body: ReadableStream<Uint8Array> } | null) =>
  read ? new Response(read.body).text() : null;

describe('media files in a directory', () => {
  let root: string;
  let store: DiskObjectStore;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'vr-disk-store-'));
    store = new DiskObjectStore(join(root, 'media'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores bytes and streams and reads them back whole or in part', async () => {
    await store.put('images/abc/320.webp', new TextEncoder().encode('0123456789'), 'image/webp');
    await store.put('videos/clip.mp4', Readable.from(['abc', 'def']), 'video/mp4');
    const whole = await store.get('images/abc/320.webp');
    expect(whole).toMatchObject({ size: 10, start: 0, end: 9 });
    expect(await text(whole)).toBe('0123456789');
    expect(await text(await store.get('videos/clip.mp4'))).toBe('abcdef');
    const part = await store.get('images/abc/320.webp', { start: 3, end: 5 });
    expect(part).toMatchObject({ size: 10, start: 3, end: 5 });
    expect(await text(part)).toBe('345');
    expect(await text(await store.get('images/abc/320.webp', { suffix: 4 }))).toBe('6789');
    expect(await text(await store.get('images/abc/320.webp', { start: 8, end: 100 }))).toBe('89');
    await expect(store.get('images/abc/320.webp', { start: 10 })).rejects.toBeInstanceOf(
      RangeNotSatisfiableError,
    );
    expect(await store.get('images/abc/640.webp')).toBeNull();
  });

  it('lists objects under a prefix and deletes them, folders and all', async () => {
    await store.put('images/a/1.webp', new Uint8Array([1]), 'image/webp');
    await store.put('images/b/1.webp', new Uint8Array([1, 2]), 'image/webp');
    await store.put('videos/c.mp4', new Uint8Array([1, 2, 3]), 'video/mp4');
    const listed = [];
    for await (const object of store.list('images/')) listed.push(object);
    expect(listed.map((o) => [o.key, o.size]).sort()).toEqual([
      ['images/a/1.webp', 1],
      ['images/b/1.webp', 2],
    ]);
    await store.delete('images/a/1.webp');
    await store.delete('images/a/1.webp'); // a second time is no error
    expect(await store.get('images/a/1.webp')).toBeNull();
    expect(await readdir(join(root, 'media', 'images'))).toEqual(['b']);
  });

  it('keeps the previous object whole when a write fails part-way, and leaves no file behind', async () => {
    await store.put('videos/clip.mp4', new TextEncoder().encode('old clip'), 'video/mp4');
    const failing = new Readable({
      read() {
        this.push('new bytes, then');
        this.destroy(new Error('the source went away'));
      },
    });
    await expect(store.put('videos/clip.mp4', failing, 'video/mp4')).rejects.toThrow('the source went away');
    await expect(store.put('videos/other.mp4', failing, 'video/mp4')).rejects.toThrow();
    expect(await text(await store.get('videos/clip.mp4'))).toBe('old clip');
    expect(await store.get('videos/other.mp4')).toBeNull();
    expect(await readdir(join(root, 'media', '.incomplete'))).toEqual([]);
  });

  it('refuses keys that could leave its directory or name odd files, and writes nothing', async () => {
    for (const key of [
      '../escape',
      'images/../../escape',
      '/etc/passwd',
      'images//x',
      '.incomplete/x',
      'a/./b',
      'a\\b',
      '',
      'a/b\0c',
    ])
      await expect(store.put(key, new Uint8Array([1]), 'image/webp'), key).rejects.toThrow(
        'Not a media object key',
      );
    await expect(store.get('../../etc/passwd')).rejects.toThrow('Not a media object key');
    await expect(store.delete('..')).rejects.toThrow('Not a media object key');
    expect(await readdir(root)).toEqual([]);
  });

  it('clears writes a crash left unfinished once they are old, and only those', async () => {
    await store.put('images/a/1.webp', new Uint8Array([1]), 'image/webp');
    const incomplete = join(root, 'media', '.incomplete');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(join(incomplete, 'crashed'), 'half');
    await writeFile(join(incomplete, 'writing'), 'now');
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(join(incomplete, 'crashed'), hourAgo, hourAgo);
    expect(await store.abandonIncomplete(new Date(Date.now() - 60_000))).toBe(1);
    expect(await readdir(incomplete)).toEqual(['writing']);
    expect(await readFile(join(root, 'media', 'images', 'a', '1.webp'))).toEqual(Buffer.from([1]));
  });
});
