import { Readable } from 'node:stream';
import { createTestDb } from '@viral/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { moveVariantsToStore } from '../src/media/move-variants-to-store.ts';
import { RangeNotSatisfiableError } from '../src/media/objects/object-store.ts';
import { S3ObjectStore } from '../src/media/objects/s3-object-store.ts';
import { PostgresMediaStore } from '../src/media/postgres-media-store.ts';
import { processedImage } from '../src/testing/processed-image.ts';
import { s3Env, startFailingRelay, startS3Server } from './support/s3-server.ts';

/** The photo whose upload the failing relay breaks. */
const BROKEN = 'b'.repeat(64);

const storeAt = (endpoint: string) => {
  const settings = loadConfig(s3Env(endpoint)).mediaS3;
  if (!settings) throw new Error('no S3 settings');
  return new S3ObjectStore(settings);
};
const text = async (read: { body: ReadableStream<Uint8Array> } | null) =>
  read ? new Response(read.body).text() : null;
const keys = async (store: S3ObjectStore, prefix: string) => {
  const listed = [];
  for await (const object of store.list(prefix)) listed.push(object.key);
  return listed.sort();
};
/** A video-sized body, streamed in 1 MB chunks: three parts of a multipart upload. */
const streamOf = (megabytes: number, fill: number) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < megabytes; i++) yield Buffer.alloc(1024 * 1024, fill);
    })(),
  );

describe('media files in an S3-compatible bucket (s3rver)', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let store: S3ObjectStore;
  beforeAll(async () => {
    s3 = await startS3Server();
    store = storeAt(s3.endpoint);
  });
  afterAll(async () => {
    store?.close();
    await s3?.close();
  });

  it('stores, reads whole and in byte ranges, lists and deletes objects', async () => {
    await store.put('images/abc/320.webp', new TextEncoder().encode('0123456789'), 'image/webp');
    const whole = await store.get('images/abc/320.webp');
    expect(whole).toMatchObject({ size: 10, start: 0, end: 9 });
    expect(await text(whole)).toBe('0123456789');
    const part = await store.get('images/abc/320.webp', { start: 2, end: 4 });
    expect(part).toMatchObject({ size: 10, start: 2, end: 4 });
    expect(await text(part)).toBe('234');
    expect(await text(await store.get('images/abc/320.webp', { suffix: 3 }))).toBe('789');
    await expect(store.get('images/abc/320.webp', { start: 10 })).rejects.toBeInstanceOf(
      RangeNotSatisfiableError,
    );
    expect(await store.get('images/abc/640.webp')).toBeNull();
    expect(await keys(store, 'images/')).toEqual(['images/abc/320.webp']);
    await store.delete('images/abc/320.webp');
    await store.delete('images/abc/320.webp');
    expect(await store.get('images/abc/320.webp')).toBeNull();
  });

  it('streams a large object up in parts and reads a range from its middle', async () => {
    await store.put('videos/large.mp4', streamOf(17, 7), 'video/mp4');
    const read = await store.get('videos/large.mp4', { start: 9 * 1024 * 1024, end: 9 * 1024 * 1024 + 9 });
    expect(read?.size).toBe(17 * 1024 * 1024);
    expect([...new Uint8Array(await new Response(read?.body).arrayBuffer())]).toEqual(Array(10).fill(7));
    await store.delete('videos/large.mp4');
  });

  it('leaves no object, whole or half, when the server fails mid-upload', async () => {
    const relay = await startFailingRelay(
      s3.endpoint,
      (method, url) =>
        method === 'PUT' && (url.includes('partNumber=2') || url.includes(`/images/${BROKEN}/`)),
    );
    const failing = storeAt(relay.endpoint);
    try {
      await expect(failing.put('videos/cut.mp4', streamOf(17, 1), 'video/mp4')).rejects.toThrow();
      expect(relay.cutCount()).toBeGreaterThan(0);
      expect(await store.get('videos/cut.mp4')).toBeNull();
      expect(await keys(store, 'videos/')).toEqual([]);

      // A photo whose upload breaks is not indexed: the site keeps no description of it.
      const db = await createTestDb('pglite');
      try {
        const hash = BROKEN;
        const image = processedImage(hash, new Uint8Array(64 * 1024).fill(3));
        await expect(new PostgresMediaStore(db.db, failing).save(image)).rejects.toThrow();
        expect(await new PostgresMediaStore(db.db, store).find(hash)).toBeNull();
        expect(await keys(store, 'images/')).toEqual([]);
      } finally {
        await db.close();
      }
    } finally {
      failing.close();
      await relay.close();
    }
  });

  it('takes the photos kept in the database over, and serves them from the bucket', async () => {
    const db = await createTestDb('pglite');
    try {
      const media = new PostgresMediaStore(db.db, store);
      const hash = 'c'.repeat(64);
      await db.db.execute(
        `insert into media_images (hash, width, height, widths, formats, placeholder, color)
         values ('${hash}', 640, 480, '[320]', '["webp"]', 'data:,', '#fff')`,
      );
      await db.db.execute(
        `insert into media_variants (hash, width, format, content) values ('${hash}', 320, 'webp', '\\x010203')`,
      );
      expect(await moveVariantsToStore(db.db, store)).toEqual({ moved: 1, remaining: 0 });
      expect(await keys(store, 'images/')).toEqual([`images/${hash}/320.webp`]);
      const read = await media.open(hash, 320, 'webp', { start: 1 });
      expect([...new Uint8Array(await new Response(read?.body).arrayBuffer())]).toEqual([2, 3]);
    } finally {
      await db.close();
    }
  });
});
