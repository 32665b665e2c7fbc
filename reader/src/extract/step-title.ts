export type StepTitle =
  | { kind: 'none' }
  /** The name only repeats the text's first words (recipe plugins fill it that way). */
  | { kind: 'redundant' }
  /** The name heads the step: 'Make the glaze', 'Bake'. */
  | { kind: 'heading'; heading: string }
  /** The text goes on from the name: 'Serve' + 'with rice.'. */
  | { kind: 'sentence-start'; start: string };

const comparable = (s: string) =>
  s
    .toLowerCase()
    .replace(/(?:\.\.\.|…)$/, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Longer than this, a name differing from the text is a variant of the text, not a heading. */
const MAX_HEADING_LENGTH = 120;

/** What a HowToStep's name is to its text, both as plain text. */
export function stepTitle(name: string, body: string): StepTitle {
  if (!name || !body) return { kind: 'none' };
  const title = comparable(name);
  const start = comparable(body);
  // A name cut short with an ellipsis ('Add 1...' of 'Add 120 g onion') may end inside a word.
  const cut = /(?:\.\.\.|…)$/.test(name.trim()) && start.startsWith(title);
  const repeats = cut || `${start} `.startsWith(`${title} `) || `${title} `.startsWith(`${start} `);
  if (!title || repeats || name.length > MAX_HEADING_LENGTH) return { kind: 'redundant' };
  if (/^\p{Ll}/u.test(body)) return { kind: 'sentence-start', start: name };
  return { kind: 'heading', heading: name.replace(/\s*:$/, '') };
}
