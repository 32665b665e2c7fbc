import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  crc32,
  deflateRawSync,
  gzip,
  gzipSync,
} from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Smaller answers gain nothing from compression (the same threshold as nginx's and hono's). */
const MIN_BYTES = 1024;
/** Larger bodies (by their Content-Length) are sent as they are rather than read into memory. */
const MAX_BYTES = 8 * 1024 * 1024;
/** Bodies past this are compressed on libuv's threads, so a large sitemap never holds up other requests. */
const OFF_THREAD_BYTES = 256 * 1024;

/**
 * The cheapest levels that still shrink a page about tenfold (nginx's default gzip level is 1 too):
 * a 48-card tag page (164 KB) is 15.4 KB at gzip 1 against 13.1 KB at 6, for half the CPU (0.37
 * against 0.74 ms); brotli 1 makes it 12.9 KB in 0.25 ms.
 */
const GZIP = { level: 1 };
const BROTLI = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const gzipOffThread = promisify(gzip);
const brotliOffThread = promisify(brotliCompress);

type Encoding = 'br' | 'gzip';

/**
 * A piece of an answer's body; one kept for many answers (a rendered screen) carries its raw deflate
 * stream, made once, so gzip only has to compress the pieces around it.
 */
export type BodyPiece = { bytes: Uint8Array; deflated?: () => Uint8Array };

/** The raw deflate stream of a piece that others follow: flushed to a byte boundary, with no final block. */
export const deflatePiece = (bytes: Uint8Array, level: number) =>
  deflateRawSync(bytes, { level, finishFlush: constants.Z_SYNC_FLUSH });

const piecesOf = new WeakMap<Uint8Array, BodyPiece[]>();

/** A body made of pieces, which gzip compresses piece by piece (reusing each piece's own deflate stream). */
export function bodyOfPieces(pieces: BodyPiece[]): Uint8Array {
  const body = Buffer.concat(pieces.map((piece) => piece.bytes));
  piecesOf.set(body, pieces);
  return body;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const LAST_BLOCK = deflateRawSync(Buffer.alloc(0));

/**
 * One gzip member from pieces: deflate streams flushed to byte boundaries follow each other as one
 * stream (each piece refers back only within itself), closed by an empty last block, then the CRC
 * and length of all the bytes (RFC 1951, 1952).
 */
function gzipPieces(pieces: BodyPiece[]): Buffer {
  let crc = 0;
  let length = 0;
  const parts: Uint8Array[] = [GZIP_HEADER];
  for (const piece of pieces) {
    parts.push(piece.deflated?.() ?? deflatePiece(piece.bytes, GZIP.level));
    crc = crc32(piece.bytes, crc);
    length += piece.bytes.byteLength;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([...parts, LAST_BLOCK, trailer]);
}

/**
 * The encoding the client prefers (by q-value) among brotli and gzip; none when it accepts neither.
 * On a tie brotli, unless gzip is cheaper here (`gzipFirst`: most of the body is deflated already).
 */
export function chooseEncoding(acceptEncoding: string | undefined, gzipFirst = false): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isNaN(weight) ? 0 : weight);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const order: Encoding[] = gzipFirst ? ['gzip', 'br'] : ['br', 'gzip'];
  const best = order.reduce<Encoding | undefined>(
    (chosen, name) => (weightOf(name) > (chosen ? weightOf(chosen) : 0) ? name : chosen),
    undefined,
  );
  return best;
}

function compressBytes(bytes: Uint8Array, encoding: Encoding): Promise<Buffer> | Buffer {
  const pieces = piecesOf.get(bytes);
  if (encoding === 'gzip' && pieces) return gzipPieces(pieces);
  const offThread = bytes.byteLength > OFF_THREAD_BYTES;
  if (encoding === 'br')
    return offThread ? brotliOffThread(bytes, BROTLI) : brotliCompressSync(bytes, BROTLI);
  return offThread ? gzipOffThread(bytes, GZIP) : gzipSync(bytes, GZIP);
}

const skip = (c: Context) => {
  const { res } = c;
  const type = res.headers.get('Content-Type');
  const length = res.headers.get('Content-Length');
  return (
    c.req.method === 'HEAD' ||
    res.status === 204 ||
    res.status === 206 ||
    res.status === 304 ||
    res.headers.has('Content-Encoding') ||
    !type ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
    /(^|,)\s*no-transform\s*(,|$)/i.test(res.headers.get('Cache-Control') ?? '') ||
    (length !== null && (Number(length) < MIN_BYTES || Number(length) > MAX_BYTES))
  );
};

/** @hono/node-server's own Response keeps the body it was made from under a private symbol. */
let bodyKept: symbol | undefined;

/**
 * The text or bytes a response was made from, without reading it as a stream: reading the body of
 * @hono/node-server's light Response builds a web Response first, whose string check alone cost a
 * 140 KB page more than compressing it. Null when the response keeps none (a file stream).
 */
async function wholeBody(res: Response): Promise<{ bytes: Uint8Array; streamRead: boolean } | null> {
  bodyKept ??= Object.getOwnPropertySymbols(res).find((symbol) => symbol.description === 'cache');
  const kept = bodyKept && (res as unknown as Record<symbol, unknown[] | undefined>)[bodyKept];
  const body = kept?.[1];
  if (typeof body === 'string') return { bytes: Buffer.from(body), streamRead: false };
  if (body instanceof Uint8Array) return { bytes: body, streamRead: false };
  if (!res.body) return null;
  return { bytes: new Uint8Array(await res.arrayBuffer()), streamRead: true };
}

/**
 * Compresses text answers (pages, JSON, scripts, styles) in one piece with node:zlib, brotli or gzip
 * as the client prefers. The web CompressionStream hono's `compress` uses cost a server-rendered
 * search page about 5 ms of CPU, most of it in stream plumbing; one call over the whole body costs
 * 0.2-0.4 ms, and the answer keeps a Content-Length, so @hono/node-server writes it in one go.
 * Server-sent events are left alone (their type is not compressible here), and so is a body past 8 MB.
 * Vary: Accept-Encoding is set by the caller up front (app.ts).
 */
export const compressAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  if (skip(c)) return;
  const accepted = c.req.header('Accept-Encoding');
  if (!chooseEncoding(accepted)) return;
  const { status } = c.res;
  const headers = new Headers(c.res.headers);
  const body = await wholeBody(c.res);
  if (body === null) return;
  const { bytes } = body;
  const encoding = chooseEncoding(accepted, piecesOf.has(bytes)) as Encoding;
  if (bytes.byteLength < MIN_BYTES) {
    // A body read from its stream cannot be read again: it goes out as the bytes read.
    if (body.streamRead)
      replaceAnswer(c, new Response(bytes as Uint8Array<ArrayBuffer>, { status, headers }));
    return;
  }
  const compressed = await compressBytes(bytes, encoding);
  headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(compressed.byteLength));
  const etag = headers.get('ETag');
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  replaceAnswer(c, new Response(compressed as Uint8Array<ArrayBuffer>, { status, headers }));
};

/**
 * Hono rebuilds a response assigned over another around the new one's body stream, which costs
 * @hono/node-server's one-write path; clearing it first keeps the new response as it is.
 */
function replaceAnswer(c: Context, answer: Response) {
  c.res = undefined;
  c.res = answer;
}
