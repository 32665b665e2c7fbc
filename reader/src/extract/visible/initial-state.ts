import type { Element } from 'domhandler';

/** `x-show="tab === 'oven'"`: shown only while one state value equals one word. */
const SHOWN_WHEN = /^\s*([A-Za-z_$][\w$]*)\s*===?\s*(['"])([^'"]*)\2\s*$/;

/** The value a component's `x-data` starts the state at: `{ tab: 'pot' }` gives tab 'pot'. */
function initialValue(data: string, name: string): string | null {
  const key = name.replace(/\$/g, '\\$');
  const found = new RegExp(String.raw`(?:^|[{,\s])${key}\s*:\s*(['"])([^'"]*)\1`).exec(data);
  return found ? (found[2] ?? null) : null;
}

/**
 * Tabs written with Alpine.js: each panel is shown while the component's state names it
 * (`x-data="{ tab: 'pot' }"`, `x-show="tab === 'microwave'"`). Before anyone clicks, only the
 * panel of the state's starting value shows; the others are hidden alternatives.
 */
export function hiddenByInitialState(el: Element): boolean {
  const condition = SHOWN_WHEN.exec(el.attribs['x-show'] ?? '');
  if (!condition) return false;
  const [, name = '', , shownFor] = condition;
  for (let p = el.parent; p && p.type === 'tag'; p = p.parent) {
    const data = (p as Element).attribs['x-data'];
    if (data === undefined) continue;
    const value = initialValue(data, name);
    if (value !== null) return value !== shownFor;
  }
  return false;
}
