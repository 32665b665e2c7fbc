/**
 * Reads a JSON value from localStorage. A missing value gives the default; a corrupt one (bad JSON or
 * the wrong shape) gives the default and logs a warning, never an error.
 */
export function readStored<T>(key: string, fallback: T, isValid: (value: unknown) => value is T): T {
  return readParsed(key, fallback, (value) => (isValid(value) ? value : null));
}

/** As readStored, for a value that `parse` may bring to today's shape (null when it cannot). */
export function readParsed<T>(key: string, fallback: T, parse: (value: unknown) => T | null): T {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return fallback;
    const parsed = parse(JSON.parse(raw));
    if (parsed !== null) return parsed;
    console.warn(`[viral] ignoring a corrupt ${key} value`);
  } catch (error) {
    console.warn(`[viral] could not read ${key}; using defaults`, error);
  }
  return fallback;
}

/** Writes a JSON value; a full or unavailable storage is a warning, never an error. */
export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`[viral] could not save ${key}`, error);
  }
}

export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
