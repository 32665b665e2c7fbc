import type { ByteRange } from './object-store.ts';

/**
 * The one byte range a `Range` header asks for, or undefined to send the whole object: the header
 * is absent, not in bytes, malformed, or asks for several ranges (RFC 9110 lets a server answer
 * those with the whole object, and players ask for one).
 */
export function parseRangeHeader(header: string | undefined): ByteRange | undefined {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/i);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') return { suffix: Number(last) };
  const start = Number(first);
  if (last === '') return { start };
  const end = Number(last);
  if (end < start || !Number.isSafeInteger(end)) return undefined;
  return { start, end };
}
