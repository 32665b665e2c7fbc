import { load } from 'cheerio';
import { decodeHTML } from 'entities';
import { text } from './schema-values.ts';

const BLOCK_MARKUP = /<(?:br|p|li|div|h[1-6]|tr)\b/i;
const BLOCKS = 'p, li, div, h1, h2, h3, h4, h5, h6, tr';
const LINE_BREAK = '\u2029';

/** Lines of markup: one per <br> and per block element; the source's own line wrapping is only spacing. */
function markupLines(markup: string): string[] {
  const $ = load(`<div>${markup}</div>`);
  $('script, style, noscript').remove();
  $('br').replaceWith(LINE_BREAK);
  $(BLOCKS).each((_, el) => {
    $(el).prepend(LINE_BREAK).append(LINE_BREAK);
  });
  return $.root().text().split(LINE_BREAK);
}

/** 'Step', in the languages recipe pages come in. */
const STEP_WORD =
  '(?:step|schritt|étape|etapa|paso|passo|passaggio|stap|steg|trin|krok|lépés|vaihe|ステップ|手順|步骤)';

/** '1.', 'Step 2:', '3)' or a bullet before the text: numbering the steps' order already gives. */
const LABEL = new RegExp(
  String.raw`^(?:${STEP_WORD}\s*\d{1,2}\b\s*[.:)]?|\d{1,2}\s*[.:)](?!\d)|\d{1,2}$|[*•·▪–-](?=\s))\s*`,
  'i',
);

const LABEL_ONLY = new RegExp(String.raw`^${STEP_WORD}\s*\d{1,2}\s*[.:)]?$`, 'i');

/** A line holding only a step's label ('Step 2', 'Schritt 02'): where the page starts a step. */
export const isStepLabel = (line: string) => LABEL_ONLY.test(line.trim());

/**
 * The lines of one string that holds a whole list: HTML list items, paragraphs or <br>s when it
 * has markup, else its newlines, else its numbering ('1. … 2. …'). Each line as plain text,
 * without numbering or bullets.
 */
export function textLines(value: string): string[] {
  const decoded = decodeHTML(decodeHTML(value));
  const lines = BLOCK_MARKUP.test(decoded) ? markupLines(decoded) : decoded.split(/\r?\n|\r/);
  return lines
    .flatMap((line) => splitNumbered(text(line)))
    .map((line) => line.replace(LABEL, ''))
    .filter(Boolean);
}

/** Where '1. ', '2) ' or 'Step 3' stand inside a run of text, in the order they count. */
const NUMBER_MARK = new RegExp(
  String.raw`(?:^|(?<=[\s.!?:;。]))(?:${STEP_WORD}\s*(\d{1,2})\b\s*[.:)]?|(\d{1,2})\s*[.)](?=\s*[\p{L}(]))\s*`,
  'giu',
);

/**
 * '1. Heat the oven. 2. Mix. 3) Bake.' or 'Step 1 … Step 2 …' as its steps: marks count up
 * from 1 (or the first mark's number) without a gap, so '350 F. 2 eggs' is no numbering.
 */
export function splitNumbered(value: string): string[] {
  const marks: { n: number; at: number; end: number }[] = [];
  for (const match of value.matchAll(NUMBER_MARK)) {
    const n = Number(match[1] ?? match[2]);
    const at = match.index ?? 0;
    const last = marks.at(-1);
    if (last ? n === last.n + 1 : n === 1 || at === 0) marks.push({ n, at, end: at + match[0].length });
  }
  if (marks.length < 2) return [value];
  const lead = value.slice(0, marks[0]?.at).trim();
  const parts = marks.map((mark, i) => value.slice(mark.end, marks[i + 1]?.at ?? value.length).trim());
  return [lead, ...parts].filter(Boolean);
}

/** Abbreviations whose full stop ends no sentence. */
const ABBREVIATION =
  /(?:\b(?:ca|approx|env|etc|e\.g|i\.e|z\.b|bzw|evtl|ggf|tbsp|tsp|oz|lb|lbs|min|max|no|nr|st|dr|mr|mrs|ml|cl|dl|gr|el|tl|vs|resp|u\.a|usw|cca|cf|p\.ex|aprox|pkt|op|szt|łyż|łyżecz)\.|\b\p{L}\.)$/iu;

/** A text's sentences: split after '.', '!', '?' (or '。') where the next sentence starts with a capital. */
export function sentences(value: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const match of value.matchAll(/[.!?](?=\s+["'“„«(]?\p{Lu})|。(?=.)/gu)) {
    const end = (match.index ?? 0) + match[0].length;
    if (match[0] !== '。' && ABBREVIATION.test(value.slice(start, end))) continue;
    parts.push(value.slice(start, end).trim());
    start = end;
  }
  parts.push(value.slice(start).trim());
  return parts.filter(Boolean);
}

/** A sentence's end run straight into the next one's capital ('abschmecken.Kichererbsen'). */
const GLUED = /(?<=[\p{Ll})][.!?])(?=\p{Lu}\p{Ll})/u;

/**
 * A method given as one paragraph, as its steps: where a site joined its paragraphs without a
 * break, a full stop runs straight into the next capital, and those joins are its steps; a
 * paragraph without such joins gives one step per sentence.
 */
export function methodSteps(value: string): string[] {
  const paragraphs = value
    .split(new RegExp(GLUED.source, 'gu'))
    .map((p) => p.trim())
    .filter(Boolean);
  return paragraphs.length > 1 ? paragraphs : sentences(value);
}

/** Where one ingredient line runs into the next: '… flour 1 tsp salt', '… butter2 eggs'. */
const NEXT_QUANTITY =
  /(?<=[\p{Ll})])\s*(?=(?:\d+(?:[.,/]\d+)?(?:\s*[-–]\s*\d+)?|[½¼¾⅓⅔⅛])\s*(?:[\p{L}½¼¾]|\d\/\d))/u;

/** A whole ingredient list in one line without separators, split before each quantity. */
export function splitRunTogether(value: string): string[] {
  const parts = value.split(new RegExp(NEXT_QUANTITY.source, 'gu')).map((p) => p.trim());
  return parts.filter(Boolean);
}

/** A step's text as steps: several when numbering runs inside it, labels dropped. */
export function stepLines(value: string): string[] {
  return splitNumbered(value)
    .map((line) => line.replace(LABEL, '').trim())
    .filter(Boolean);
}
