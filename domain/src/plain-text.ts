import { z } from 'zod';

/**
 * C0 controls other than tab, line feed and carriage return, DEL, and the C1 controls. None belongs
 * in anything a person types, and PostgreSQL cannot store NUL at all: such a value is refused
 * up front with a 400 instead of failing in the database.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

export const hasControlCharacters = (value: string) => CONTROL_CHARACTER.test(value);

/** A string the API accepts: any text but control characters. Chain `.trim()`, `.max()` as usual. */
export const plainText = () =>
  z.string().refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE);

/**
 * A pasted page source: real pages do carry stray controls (form feeds, backspaces), which the HTML
 * parser copes with, so only NUL, which PostgreSQL cannot store, is refused.
 */
export const pageSource = () =>
  z.string().refine((value) => !value.includes('\u0000'), 'must not contain NUL characters');
