import { FIELDS, type Field } from './compare.ts';

/** Pages and matched fields, per group of pages. */
export class Tally {
  readonly groups = new Map<string, { pages: number; fields: Map<Field, number> }>();

  add(group: string, matched: Set<Field>): void {
    const tally = this.groups.get(group) ?? { pages: 0, fields: new Map<Field, number>() };
    tally.pages++;
    for (const field of matched) tally.fields.set(field, (tally.fields.get(field) ?? 0) + 1);
    this.groups.set(group, tally);
  }
}

const pct = (n: number, of: number) => (of === 0 ? '-' : `${((100 * n) / of).toFixed(1)}%`);

/** One column per group (largest first unless ordered), one row per field. */
export function printTable(
  title: string,
  tally: Tally,
  order?: string[],
  label: (group: string) => string = (group) => group,
): void {
  const groups =
    order ??
    [...tally.groups.keys()].sort(
      (a, b) => (tally.groups.get(b)?.pages ?? 0) - (tally.groups.get(a)?.pages ?? 0),
    );
  const headers = groups.map((g) => `${label(g)} (${tally.groups.get(g)?.pages ?? 0})`);
  const width = headers.map((h) => Math.max(h.length, 7));
  console.log(`\n${title.padEnd(14)} ${headers.map((h, i) => h.padStart(width[i] ?? 7)).join('  ')}`);
  for (const field of FIELDS) {
    const cells = groups.map((g, i) => {
      const t = tally.groups.get(g);
      return pct(t?.fields.get(field) ?? 0, t?.pages ?? 0).padStart(width[i] ?? 7);
    });
    console.log(`${field.padEnd(14)} ${cells.join('  ')}`);
  }
}
