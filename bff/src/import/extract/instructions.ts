import type { Instruction } from '@viral/domain';
import { list, text } from './schema-values.ts';

interface Step {
  description: string;
  section: string | null;
}

/** One string of instructions is split into lines; separate items stay whole. */
function splitLines(value: string): string[] {
  return value
    .split(/\n+|<br\s*\/?>|<\/p>/i)
    .map(text)
    .filter(Boolean);
}

/** Steps from recipeInstructions: strings, HowToStep, HowToSection (its name kept as the section) or ItemList. */
function steps(value: unknown, section: string | null): Step[] {
  const items = list(value);
  return items.flatMap((item) => {
    if (typeof item === 'string') {
      const lines = items.length === 1 ? splitLines(item) : [text(item)].filter(Boolean);
      return lines.map((description) => ({ description, section }));
    }
    if (item && typeof item === 'object') {
      const node = item as Record<string, unknown>;
      if (node.itemListElement) return steps(node.itemListElement, text(node.name) || section);
      const description = text(node.text) || text(node.name) || text(node.description);
      return description ? [{ description, section }] : [];
    }
    return [];
  });
}

export function parseInstructions(value: unknown): Instruction[] {
  return steps(value, null).map((step, index) => ({ step: index + 1, ...step }));
}
