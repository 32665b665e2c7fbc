import type { CardStep } from './sections.ts';

/** Fewer numbers than this in a row may be amounts or page numbers, not the steps' numbering. */
const MIN_NUMBERED_STEPS = 3;

const bareNumber = (line: CardStep) =>
  /^\d{1,2}\.?$/.test(line.text.trim()) ? Number.parseInt(line.text, 10) : null;

/** 'TIP', 'NOTE' in capitals (often run into the tip: 'TIPHet is…'), or 'Tip:', 'Hinweis:'. */
const TIP_CAPITALS = /^(?:TIPS?|TIPP|NOTES?|NOTA|ASTUCE|CONSEJO|DICA|HINWEIS|LET OP)(?=[\s:\p{Lu}])/u;
const TIP_WORD =
  /^(?:tips?|tipp|notes?|nota|astuce|conseil|consejo|dica|hinweis|opmerking|let op|uwaga|vinkki)\s*:/i;

/**
 * A line a card puts beside a step rather than in it: the ingredients the step uses (it starts
 * with an amount: '2 carrots, 1 onion') or a tip.
 */
const isAside = (text: string) =>
  /^(?:\d|[½¼¾⅓⅔⅛])/.test(text) || TIP_CAPITALS.test(text) || TIP_WORD.test(text);

/**
 * Steps a card numbers with a bare number on its own line ('1', then the step): each number
 * opens its step, the line after it and the step's further paragraphs up to the next number.
 * The card's asides among them (a tip, the ingredients the next step uses) are no part of it,
 * and the numbering's first break (it starts over at 1 in a cook-mode preview, or stops) ends
 * the steps. Cards without such numbering are returned as they are.
 */
export function numberedSteps(lines: CardStep[]): CardStep[] {
  const steps: CardStep[] = [];
  for (let i = 0; i < lines.length; i++) {
    const n = bareNumber(lines[i] as CardStep);
    if (n === null) continue;
    if (n !== steps.length + 1) break;
    const next = lines[i + 1];
    if (!next || bareNumber(next) !== null) break;
    const following = lines.slice(i + 2);
    const nextNumber = following.findIndex((line) => bareNumber(line) !== null);
    // After the last number nothing bounds the step: its first line alone is sure to be it.
    const paragraphs = nextNumber < 0 ? [] : following.slice(0, nextNumber).filter((l) => !isAside(l.text));
    steps.push({ ...next, text: [next, ...paragraphs].map((l) => l.text).join(' ') });
    i++;
  }
  return steps.length >= MIN_NUMBERED_STEPS ? steps : lines;
}
