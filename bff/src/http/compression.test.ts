import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { describe, expect, it } from 'vitest';
import { bodyOfPieces, chooseEncoding, compressAnswers, deflatePiece } from './compression.ts';

const page = `<!doctype html><main>${'<article class="card">A recipe card</article>'.repeat(200)}</main>`;

function app() {
  const site = new Hono();
  site.use(compressAnswers);
  site.get('/page', (c) => {
    c.header('ETag', '"v1"');
    return c.html(page);
  });
  site.get('/small', (c) => c.json({ ok: true }));
  // A page whose middle is kept for many answers, deflated once (as a rendered screen is).
  const middle = Buffer.from(page.slice(100, -100));
  const kept = { bytes: middle, deflated: () => deflatePiece(middle, 6) };
  site.get('/pieces', (c) => {
    const body = bodyOfPieces([
      { bytes: Buffer.from(page.slice(0, 100)) },
      kept,
      { bytes: Buffer.from(page.slice(-100)) },
    ]);
    return c.body(body as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'text/html; charset=UTF-8' });
  });
  site.get('/photo', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));
  site.get('/raw', (c) =>
    c.body(page, 200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-transform' }),
  );
  site.get('/events', (c) => streamSSE(c, (stream) => stream.writeSSE({ data: 'x'.repeat(4096) })));
  return site;
}

describe('chooseEncoding', () => {
  it('takes brotli or gzip by the weights the client gives, brotli on a tie', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});

describe('compressAnswers', () => {
  it('gzips a page with its length, and the client gets the page back', async () => {
    const res = await app().request('/page', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(page.length / 10);
    expect(gunzipSync(body).toString()).toBe(page);
    expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    // The compressed bytes differ from the ones a strong tag would promise.
    expect(res.headers.get('etag')).toBe('W/"v1"');
  });

  it('compresses what @hono/node-server answers with its own Response, as in the running bff', async () => {
    const server = serve({ fetch: app().fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise((listening) => server.once('listening', listening));
    try {
      const { port } = server.address() as AddressInfo;
      const ask = (path: string, encoding: string) =>
        fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'Accept-Encoding': encoding } });
      const res = await ask('/page', 'gzip');
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(Number(res.headers.get('content-length'))).toBeLessThan(page.length / 10);
      // fetch decodes it.
      expect(await res.text()).toBe(page);
      // A body of pieces is one gzip stream made of each piece's deflate stream; gzip even when
      // brotli is as welcome, as most of it is compressed already.
      for (const encoding of ['gzip', 'gzip, br']) {
        const pieces = await ask('/pieces', encoding);
        expect(pieces.headers.get('content-encoding')).toBe('gzip');
        expect(await pieces.text()).toBe(page);
      }
      const raw = await new Promise<Buffer>((done, fail) => {
        get(
          { host: '127.0.0.1', port, path: '/pieces', headers: { 'Accept-Encoding': 'gzip' } },
          (answer) => {
            const chunks: Buffer[] = [];
            answer.on('data', (chunk: Buffer) => chunks.push(chunk));
            answer.on('end', () => done(Buffer.concat(chunks)));
          },
        ).on('error', fail);
      });
      expect(gunzipSync(raw).toString()).toBe(page);
      expect(raw.byteLength).toBeLessThan(page.length / 10);
    } finally {
      await new Promise((closed) => server.close(closed));
    }
  });

  it('answers with brotli when the client prefers it', async () => {
    const res = await app().request('/page', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(page);
  });

  it('leaves alone small answers, binary types, no-transform, clients without an encoding and event streams', async () => {
    const gzip = { headers: { 'Accept-Encoding': 'gzip' } };
    const small = await app().request('/small', gzip);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    expect((await app().request('/photo', gzip)).headers.get('content-encoding')).toBeNull();
    expect((await app().request('/raw', gzip)).headers.get('content-encoding')).toBeNull();
    const plain = await app().request('/page');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(page);
    const events = await app().request('/events', gzip);
    expect(events.headers.get('content-encoding')).toBeNull();
    expect(await events.text()).toContain(`data: ${'x'.repeat(4096)}`);
  });
});
