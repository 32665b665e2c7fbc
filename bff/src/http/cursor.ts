import { z } from 'zod';
import { ApiError } from './api-error.ts';

/** A position in a list ordered by (key descending, id ascending). Opaque to clients. */
export interface Cursor {
  key: number;
  id: string;
}

const cursorSchema = z.object({ key: z.number().finite(), id: z.uuid() });

/** A key that is a point in time in whole microseconds since 1970, as far as a JavaScript number is exact. */
export const MICROSECONDS_KEY = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The cursor a list gave out; `key` narrows what its key may be, so a tampered one is a 400, not a database error. */
export function decodeCursor(value: string, key: z.ZodType<number> = cursorSchema.shape.key): Cursor {
  try {
    return cursorSchema.extend({ key }).parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
  } catch {
    throw new ApiError(400, 'validation_failed', 'cursor: is not a cursor this API gave out');
  }
}
