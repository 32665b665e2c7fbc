import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Agent, request } from 'undici';
import { ImportError } from '../import-error.ts';
import { isAllowListed, isIpLiteral, isPublicAddress } from './address-policy.ts';
import { decodeBody } from './decode-body.ts';
import { guardedLookup, type ResolveHost, systemResolve } from './guarded-lookup.ts';

export interface FetchPolicy {
  allowHosts: readonly string[];
  /** What the response must be: a web page (the default), an image or a video. */
  expect?: 'html' | 'image' | 'video';
  maxBytes?: number;
  timeoutMs?: number;
  connectTimeoutMs?: number;
  maxRedirects?: number;
  resolveHost?: ResolveHost;
}

export interface FetchedPage {
  url: string;
  html: string;
}

/** A response's body as it came, after every check; `url` is the last hop's. */
export interface FetchedBytes {
  url: string;
  bytes: Buffer;
  contentType: string;
}

const DEFAULTS = { maxBytes: 5 * 1024 * 1024, timeoutMs: 20_000, connectTimeoutMs: 5_000, maxRedirects: 5 };
const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;
const IMAGE_TYPES = /^image\/(avif|gif|jpeg|png|svg\+xml|webp)\b/i;
const IMAGE_ACCEPT = 'image/avif,image/webp,image/jpeg,image/png,image/*;q=0.8';
// Video CDNs often answer with a generic binary type; the probe, not the header, says what it is.
const VIDEO_TYPES = /^(video\/(mp4|webm|quicktime|x-m4v)|application\/octet-stream|binary\/octet-stream)\b/i;
const VIDEO_ACCEPT = 'video/mp4,video/webm,video/quicktime;q=0.9,*/*;q=0.1';
const KINDS = {
  html: {
    types: HTML_TYPES,
    accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
    noun: 'page',
    article: 'a web page',
  },
  image: { types: IMAGE_TYPES, accept: IMAGE_ACCEPT, noun: 'image', article: 'an image' },
  video: { types: VIDEO_TYPES, accept: VIDEO_ACCEPT, noun: 'video', article: 'a video file' },
};
const USER_AGENT = 'Mozilla/5.0 (compatible; ViralRecipesImporter/1.0; +https://github.com/viral-recipes)';

export function checkTarget(url: URL, allowHosts: readonly string[]): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ImportError('invalid_url', 'Only http and https addresses can be imported');
  }
  if (url.username || url.password)
    throw new ImportError('invalid_url', 'Addresses with credentials cannot be imported');
  if (
    isIpLiteral(url) &&
    !isAllowListed(url, allowHosts) &&
    !isPublicAddress(url.hostname.replace(/^\[|\]$/g, ''))
  ) {
    throw new ImportError(
      'forbidden_address',
      `${url.hostname} is not a public address; it cannot be imported`,
    );
  }
}

/**
 * Fetches a page the way the importer may: http(s) only, every hop's resolved address public
 * (unless its host is allow-listed), redirects re-checked, time and size limits, HTML only.
 * Every refusal is an ImportError with a message fit for the admin.
 */
export async function fetchPage(address: string, policy: FetchPolicy): Promise<FetchedPage> {
  const { url, bytes, contentType } = await fetchBytes(address, policy);
  return { url, html: decodeBody(bytes, contentType) };
}

/** The same guarded fetch, for an image's bytes (`expect: 'image'` is implied). */
export function fetchImageBytes(address: string, policy: FetchPolicy): Promise<FetchedBytes> {
  return fetchBytes(address, { ...policy, expect: 'image' });
}

/**
 * The same guarded fetch, for a video: streamed to `path` (a file the caller owns) rather than
 * held in memory, within the policy's size and time caps; the time cap covers the whole body, so
 * a server that drips bytes is cut off at it. A refused download may leave a partial file behind.
 */
export async function fetchVideoToFile(
  address: string,
  policy: FetchPolicy,
  path: string,
): Promise<{ url: string; contentType: string; size: number }> {
  return fetchBody(address, { ...policy, expect: 'video' }, async (body, limits) => {
    let size = 0;
    const counted = async function* (source: Readable) {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > limits.maxBytes) throw tooLarge('video', limits.maxBytes);
        yield chunk;
      }
    };
    await pipeline(body, counted, createWriteStream(path, { mode: 0o600 }));
    return size;
  }).then(({ url, contentType, result }) => ({ url, contentType, size: result }));
}

const tooLarge = (noun: string, maxBytes: number) =>
  new ImportError('too_large', `The ${noun} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);

async function fetchBytes(address: string, policy: FetchPolicy): Promise<FetchedBytes> {
  const { url, contentType, result } = await fetchBody(address, policy, async (body, limits) => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limits.maxBytes) {
        body.destroy();
        throw tooLarge(KINDS[limits.expect ?? 'html'].noun, limits.maxBytes);
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  });
  return { url, bytes: result, contentType };
}

type Limits = typeof DEFAULTS & FetchPolicy;

async function fetchBody<T>(
  address: string,
  policy: FetchPolicy,
  read: (body: Readable, limits: Limits) => Promise<T>,
): Promise<{ url: string; contentType: string; result: T }> {
  const limits = { ...DEFAULTS, ...policy };
  const kind = KINDS[limits.expect ?? 'html'];
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new ImportError('invalid_url', 'Invalid URL format');
  }
  const dispatcher = new Agent({
    connect: {
      timeout: limits.connectTimeoutMs,
      lookup: guardedLookup(limits.resolveHost ?? systemResolve, () => isAllowListed(url, limits.allowHosts)),
    },
  });
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    for (let hop = 0; ; hop++) {
      checkTarget(url, limits.allowHosts);
      const response = await request(url, {
        dispatcher,
        signal,
        headers: { 'user-agent': USER_AGENT, accept: kind.accept },
      });
      const location = response.headers.location;
      if (response.statusCode >= 300 && response.statusCode < 400 && typeof location === 'string') {
        await response.body.dump();
        if (hop >= limits.maxRedirects)
          throw new ImportError('too_many_redirects', 'The page redirects too many times');
        url = new URL(location, url);
        continue;
      }
      if (response.statusCode < 200 || response.statusCode >= 300) {
        await response.body.dump();
        throw new ImportError('fetch_failed', `Failed to fetch recipe content: ${response.statusCode}`);
      }
      const contentType = String(response.headers['content-type'] ?? '');
      if (!kind.types.test(contentType)) {
        await response.body.dump();
        throw new ImportError(
          'wrong_type',
          `The address is not ${kind.article} (${contentType || 'no content type'})`,
        );
      }
      const result = await read(response.body, limits);
      return { url: url.toString(), contentType, result };
    }
  } catch (error) {
    if (error instanceof ImportError) throw error;
    if (signal.aborted) throw new ImportError('timeout', `The ${kind.noun} took too long to respond`);
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof ImportError) throw cause;
    throw new ImportError('unreachable', `Could not fetch the ${kind.noun}: ${(error as Error).message}`);
  } finally {
    await dispatcher.close().catch(() => {});
  }
}
