export const NO_VALID_URL_MESSAGE = 'Please enter at least one valid URL';
export const MAX_IMPORT_URLS = 1000;

/** A bulk URL list: lines trimmed, empty ones dropped, only those starting with http kept. */
export function parseBulkUrls(input: string | readonly string[]): string[] {
  const lines = typeof input === 'string' ? input.split(/\r?\n/) : input;
  return lines.map((line) => line.trim()).filter((line) => /^https?:\/\//i.test(line));
}
