import type { CardStep } from './sections.ts';

/** Fewer numbers than this in a row may be amounts or page numbers, not the steps' numbering. */
const MIN_NUMBERED_STEPS = 3;

const bareNumber = (line: CardStep) =>
  /^\d{1,2}\.?$/.test(line.text.trim()) ? Number.parseInt(line.text, 10) : null;

/**
 * Steps a card numbers with a bare number on its own line ('1', then the step): each number
 * opens its step, which is the line after it. The lines between that step and the next number
 * are the card's asides (a tip, the ingredients the next step uses), and the numbering's first
 * break (it starts over at 1 in a cook-mode preview, or stops) ends the steps.
 * Cards without such numbering are returned as they are.
 */
export function numberedSteps(lines: CardStep[]): CardStep[] {
  const steps: CardStep[] = [];
  for (let i = 0; i < lines.length; i++) {
    const n = bareNumber(lines[i] as CardStep);
    if (n === null) continue;
    if (n !== steps.length + 1) break;
    const next = lines[i + 1];
    if (!next || bareNumber(next) !== null) break;
    steps.push(next);
    i++;
  }
  return steps.length >= MIN_NUMBERED_STEPS ? steps : lines;
}
