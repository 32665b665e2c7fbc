import type { ExtractedRecipe } from '@viral/reader';

export interface CorpusExpectation {
  title?: string;
  /** A list, except in a few upstream cases: one newline-separated string (corpus README, Quirks). */
  ingredients?: string[] | string;
  instructions_list?: string[];
  total_time?: number | null;
  yields?: string | null;
  image?: string | null;
}

export const FIELDS = ['title', 'ingredients', 'instructions', 'total time', 'servings', 'image'] as const;
export type Field = (typeof FIELDS)[number];

/** Case, spacing, quotes, drawn check boxes and trailing punctuation do not count as differences. */
const norm = (s: string) =>
  s
    .normalize('NFKC')
    .replace(/\u2044/g, '/')
    // Check boxes drawn as characters before each line are the card's drawing, not its words.
    .replace(/[▢☐□]/g, ' ')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201c\u201d"']/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .replace(/\(\(([^()]*)\)\)/g, '($1)')
    .replace(/[\s.:;,]+$/, '')
    .trim();

/**
 * How two lines are compared: besides `norm`, spaces and parentheses do not count. Upstream reads
 * the page's text, where inline elements may be joined without their spaces ('d’unbatteur') and
 * where a plugin's note parentheses are drawn by CSS, so they are missing from its answer
 * ('½ cup mango frozen' for the '½ cup mango (frozen)' the reader sees and the data holds).
 */
const key = (s: string) =>
  norm(s)
    .replace(/[\s()]/g, '')
    // (and so the full stop before a closing parenthesis ends the line as one at its end does)
    .replace(/[.:;,]+$/, '');

const lines = (value: string[] | string | undefined) =>
  typeof value === 'string' ? value.split('\n') : (value ?? []);

const STEP_LABEL =
  /^(?:(?:step|schritt|étape|etapa|paso|passo|stap|steg|krok)\s*\d{1,2}\s*[.:)]?\s+|\d{1,2}\s*[.)](?:\s+|(?=\p{Lu}))|[–—-]\s+)/iu;

/**
 * Upstream's step list as steps: it lists a HowToStep's name as a step of its own, and drops it
 * only when the text starts with it in the same case. A line that only repeats the next line's
 * first words ('Re-Roll' before 'Re-roll the dough'), is a name, not a step; a line that
 * starts in lower case continues its name ('Serve' then 'with rice').
 */
function expectedSteps(list: string[], headings: Set<string>): string[] {
  const steps: string[] = [];
  // Upstream keeps the label a page prints before each step ('Step 1', '1.', 'Étape 1 :', a dash);
  // the reader numbers steps itself.
  // A line the page numbered is a step of its own, even when its text starts in lower case.
  const numbered = new Set(list.map((line, i) => (STEP_LABEL.test(line) ? i : -1)));
  list = list.map((line) => line.replace(STEP_LABEL, ''));
  // A heading we keep apart (a section's name) is no step, and the step after it starts anew.
  let headed = false;
  list.forEach((line, i) => {
    if (headings.has(norm(line))) {
      headed = true;
      return;
    }
    const next = norm(list[i + 1] ?? '');
    if (next && `${next} `.startsWith(`${norm(line)} `)) return;
    const previous = steps.length - 1;
    if (/^\p{Ll}/u.test(line.trim()) && previous >= 0 && !headed && !numbered.has(i))
      steps[previous] = `${steps[previous]} ${line}`;
    else steps.push(line);
    headed = false;
  });
  return steps;
}

const sameList = (ours: string[], theirs: string[]) =>
  ours.length === theirs.length && ours.every((item, i) => key(item) === key(theirs[i] ?? ''));

export function fieldMatches(field: Field, recipe: ExtractedRecipe, expected: CorpusExpectation): boolean {
  switch (field) {
    case 'title':
      return Boolean(expected.title) && norm(recipe.title) === norm(expected.title ?? '');
    case 'ingredients':
      return sameList(
        recipe.ingredients.map((i) => i.original ?? i.name),
        lines(expected.ingredients),
      );
    case 'instructions': {
      // Upstream lists HowToSection names as steps; we keep them as each step's section.
      const sections = new Set(recipe.instructions.map((s) => norm(s.section ?? '')).filter(Boolean));
      return sameList(
        recipe.instructions.map((s) => s.description),
        expectedSteps(expected.instructions_list ?? [], sections),
      );
    }
    case 'total time':
      return (recipe.total_time ?? null) === (expected.total_time ?? null);
    case 'servings': {
      const count = /\d+/.exec(expected.yields ?? '')?.[0];
      return (recipe.servings === null ? undefined : String(recipe.servings)) === count;
    }
    case 'image':
      return Boolean(expected.image) && recipe.image_url === expected.image;
  }
}
