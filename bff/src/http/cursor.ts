import { z } from 'zod';
import { ApiError } from './api-error.ts';

/** A position in a list ordered by (key descending, id ascending). Opaque to clients. */
export interface Cursor {
  key: number;
  id: string;
}

const cursorSchema = z.object({ key: z.number().finite(), id: z.uuid() });

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(value: string): Cursor {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
  } catch {
    throw new ApiError(400, 'validation_failed', 'cursor: is not a cursor this API gave out');
  }
}
