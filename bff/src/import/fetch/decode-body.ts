const META_CHARSET = /<meta[^>]+charset=["']?([\w-]+)/i;

/** Decodes with the charset the response or the page declares, falling back to UTF-8. */
export function decodeBody(bytes: Buffer, contentType: string): string {
  const declared =
    /charset=([\w-]+)/i.exec(contentType)?.[1] ??
    META_CHARSET.exec(bytes.subarray(0, 4096).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
