import type { Instruction } from '@viral/domain';
import { decodeHTML } from 'entities';
import { list, text } from './schema-values.ts';
import { stepTitle } from './step-title.ts';
import { methodSteps, textLines } from './text-lines.ts';
import { headingKind } from './visible/card-vocabulary.ts';

/** A line without a letter or digit ('[{', ','): what is left of broken markup or a list's commas, no step. */
const hasWords = (line: string) => /[\p{L}\p{N}]/u.test(line);

/**
 * A HowToStep's text is one step: line breaks in plain text are its author's paragraphs. Only a
 * list inside it (markup, numbering or bullets) makes it several steps.
 */
function isListed(body: string): boolean {
  const decoded = decodeHTML(decodeHTML(body));
  return /<(?:br|p|li|div)\b/i.test(decoded) || /^\s*(?:\d{1,2}[.)]|[*•-]\s)/m.test(decoded);
}

/** A numbered label ('Step 3', 'Étape 2') is the page's numbering, which the reader does itself. */
const STEP_NUMBER = /^\p{L}+\s*\d{1,2}\s*[.:)]?$/u;

/**
 * Inside a named HowToSection a step's own heading cannot be its section: a name of several
 * words ('Melt the butter and chocolate') is the author's outline of the step, kept as a line of
 * its own before the step's text rather than lost. A one-word label ('Cream') or a number is not.
 */
const isOutline = (name: string) => name.trim().split(/\s+/).length >= 2 && !STEP_NUMBER.test(name.trim());

interface Step {
  description: string;
  section: string | null;
}

/**
 * Steps from recipeInstructions: strings, HowToStep, HowToSection (its name kept as the section)
 * or ItemList. A string or step text holding several lines (a whole list in one string, HTML
 * paragraphs or list items) gives one step per line. A step's own heading ('Make the glaze')
 * is the section of that step and of the unnamed steps after it.
 */
function steps(value: unknown, parentSection: string | null): Step[] {
  let heading: string | null = null;
  return list(value).flatMap((item): Step[] => {
    if (typeof item === 'string') {
      return textLines(item)
        .filter(hasWords)
        .map((description) => ({ description, section: heading ?? parentSection }));
    }
    if (!item || typeof item !== 'object') return [];
    const node = item as Record<string, unknown>;
    // Some sites capitalise the property ('ItemListElement'); schema.org names are case-sensitive, readers need not be.
    const elements = node.itemListElement ?? node.ItemListElement;
    if (elements) return steps(elements, text(node.name) || parentSection);
    const body = typeof node.text === 'string' ? node.text : '';
    const title = stepTitle(text(node.name), text(body));
    if (title.kind === 'heading' && !parentSection) heading = title.heading;
    if (title.kind === 'redundant') heading = null;
    const bodyLines = textLines(body).filter(hasWords);
    const fromBody = isListed(body) ? bodyLines : [bodyLines.join(' ')].filter(Boolean);
    const lines =
      fromBody.length > 0 ? fromBody : [text(node.name) || text(node.description)].filter(Boolean);
    if (title.kind === 'sentence-start' && lines[0]) lines[0] = `${title.start} ${lines[0]}`;
    if (title.kind === 'heading' && parentSection && isOutline(title.heading)) lines.unshift(title.heading);
    return lines.map((description) => ({ description, section: heading ?? parentSection }));
  });
}

/**
 * A step that is only a heading such as 'Notes:' or 'Uwaga:' opens the site's notes, written
 * into the method: it and the rest of its section are no steps.
 */
function withoutNotes(found: Step[]): Step[] {
  const at = found.findIndex((s) => headingKind(s.description) === 'end');
  if (at < 0) return found;
  const section = found[at]?.section;
  const next = found.findIndex((s, i) => i > at && s.section !== section);
  return [...found.slice(0, at), ...(next < 0 ? [] : withoutNotes(found.slice(next)))];
}

/** Longer than this, a line ending in a colon is a sentence leading into the next step, not a heading. */
const MAX_HEADING_WORDS = 6;

/**
 * Steps that only head others are no steps: the method's own heading ('PREPARATION', 'Zo maak je
 * het:') or a short line ending in a colon ('For the sauce:') is the section of the steps after it.
 */
function withoutHeadingSteps(found: Step[]): Step[] {
  let heading: { text: string; over: string | null } | null = null;
  return found.flatMap((step): Step[] => {
    const line = step.description.trim();
    const kind = headingKind(line);
    const colon =
      line.endsWith(':') && line.split(/\s+/).length <= MAX_HEADING_WORDS && !/[.!?]\s/.test(line);
    // ('Method: mix the flour.' says more after its colon: a step, whatever word it starts with.)
    const method = kind === 'instructions' && !/:\s*\S/.test(line);
    if (found.length > 1 && (method || colon)) {
      heading = { text: line.replace(/\s*:$/, ''), over: step.section };
      return [];
    }
    if (heading && heading.over === step.section) return [{ ...step, section: heading.text }];
    heading = null;
    return [step];
  });
}

/** 'Bereiden: Verhit de olie…': the method's own heading written before its first step. */
function withoutMethodLabel(description: string): string {
  const label = /^([^:]{2,30}):\s+(?=\S)/.exec(description);
  return label?.[1] && headingKind(label[1]) === 'instructions'
    ? description.slice(label[0].length)
    : description;
}

/**
 * A step that starts in lower case after one that ends without a full stop ('Cut the tomatoes,'
 * then 'the courgettes in slices.') goes on with that sentence: a site cut it into two steps.
 */
function withContinuationsJoined(found: Step[]): Step[] {
  const joined: Step[] = [];
  for (const step of found) {
    const previous = joined.at(-1);
    const continues =
      previous &&
      previous.section === step.section &&
      /^\p{Ll}/u.test(step.description) &&
      !/[.!?:;)]$/.test(previous.description.trim());
    if (continues) previous.description = `${previous.description.trim()} ${step.description}`;
    else joined.push({ ...step });
  }
  return joined;
}

/** The method as one string, bare or the only item of a list. */
const isOneString = (value: unknown) =>
  typeof value === 'string' || (Array.isArray(value) && value.length === 1 && typeof value[0] === 'string');

/** Instructions; a whole method given as one paragraph (no numbering, no breaks) gives one step per sentence. */
export function parseInstructions(value: unknown): Instruction[] {
  const found = withContinuationsJoined(withoutHeadingSteps(withoutNotes(steps(value, null))));
  const [only] = found;
  const split =
    found.length === 1 && only && isOneString(value)
      ? methodSteps(withoutMethodLabel(only.description)).map((description) => ({
          description,
          section: only.section,
        }))
      : found;
  return split.map((step, index) => ({ step: index + 1, ...step }));
}
