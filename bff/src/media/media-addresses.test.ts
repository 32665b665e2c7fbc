import { describe, expect, it } from 'vitest';
import { mediaRoutes } from './media.routes.ts';
import type { MediaStore } from './media-store.ts';
import { bytesRead } from './objects/bytes-read.ts';

const HASH = 'a'.repeat(64);
const BYTES = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

/** A store holding one photo at width 320 in every format. */
const store: Pick<MediaStore, 'open'> = {
  open: async (hash, width, _format, range) =>
    hash === HASH && width === 320 ? bytesRead(BYTES, range) : null,
};

describe('media addresses', () => {
  const app = mediaRoutes(store);
  const get = (file: string, headers: Record<string, string> = {}) =>
    app.request(`/media/${HASH}/${file}`, { headers });

  it('serves a stored variant at its one address, cached for good, with its type and ETag', async () => {
    const res = await get('320.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/webp');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('Accept-Ranges')).toBe('bytes');
    expect(res.headers.get('Content-Length')).toBe('10');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(BYTES);
    const again = await get('320.webp', { 'If-None-Match': res.headers.get('ETag') ?? '' });
    expect(again.status).toBe(304);
  });

  it('answers 404 for the same file under another spelling of its width', async () => {
    for (const file of ['0320.webp', '00320.avif', '0.jpeg', '320.WEBP', '320.webp.jpeg'])
      expect((await get(file)).status, file).toBe(404);
  });

  it('answers a byte range with 206 and the part asked for', async () => {
    const cases: [string, string, number[]][] = [
      ['bytes=2-4', 'bytes 2-4/10', [3, 4, 5]],
      ['bytes=7-', 'bytes 7-9/10', [8, 9, 10]],
      ['bytes=-2', 'bytes 8-9/10', [9, 10]],
      ['bytes=8-99', 'bytes 8-9/10', [9, 10]],
    ];
    for (const [range, contentRange, body] of cases) {
      const res = await get('320.jpeg', { Range: range });
      expect(res.status, range).toBe(206);
      expect(res.headers.get('Content-Range'), range).toBe(contentRange);
      expect(res.headers.get('Content-Length'), range).toBe(String(body.length));
      expect([...new Uint8Array(await res.arrayBuffer())], range).toEqual(body);
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await app.request(`/media/${HASH}/320.webp`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Length')).toBe('10');
    expect(res.headers.get('Accept-Ranges')).toBe('bytes');
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 416 with the size for a range past the end', async () => {
    const res = await get('320.jpeg', { Range: 'bytes=10-' });
    expect(res.status).toBe(416);
    expect(res.headers.get('Content-Range')).toBe('bytes */10');
  });

  it('sends the whole file for a range it does not take, or one for another version', async () => {
    const asked: Record<string, string>[] = [
      { Range: 'bytes=0-1,4-5' },
      { Range: 'items=0-1' },
      { Range: 'bytes=5-2' },
      { Range: 'bytes=0-1', 'If-Range': '"another-version"' },
    ];
    for (const headers of asked) {
      const res = await get('320.jpeg', headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect((await res.arrayBuffer()).byteLength).toBe(10);
    }
  });
});
