import type { Figures } from './measure.ts';

export type Costed = Figures & { bffCpuMs?: number; dbCpuMs?: number };

export interface SizeRun {
  size: number;
  connections: number;
  figures: Costed[];
}

/** The bff endpoints and their direct statements, compared as throughput and PostgreSQL CPU ratios. */
const DIRECT_OF: Record<string, string> = {
  'search, query': 'search, query (direct SQL)',
  'search, filters': 'search, filters (direct SQL)',
  'recipe by slug': 'recipe by slug (direct SQL)',
};

const sizeLabel = (size: number) =>
  size >= 1_000_000 ? `${size / 1_000_000}M` : size >= 1000 ? `${size / 1000}k` : String(size);

/**
 * One table across catalogue sizes, per connection count: req/s, p95 and PostgreSQL CPU per
 * request of each endpoint at each size, then how the bff compares with its direct statements
 * and how p95 grows from each size to the next.
 */
export function printAcrossSizes(runs: SizeRun[]): void {
  const sizes = [...new Set(runs.map((r) => r.size))];
  for (const connections of [...new Set(runs.map((r) => r.connections))]) {
    const at = (size: number) => runs.find((r) => r.size === size && r.connections === connections);
    const names = at(sizes[0] as number)?.figures.map((f) => f.name) ?? [];
    const figure = (size: number, name: string) => at(size)?.figures.find((f) => f.name === name);
    console.log(`\nAcross sizes, ${connections} connections: req/s, p95 ms, PG CPU ms per request\n`);
    console.log(`${'endpoint'.padEnd(30)}${sizes.map((s) => sizeLabel(s).padStart(22)).join('')}`);
    for (const name of names) {
      const cells = sizes.map((size) => {
        const f = figure(size, name);
        return (f ? `${f.rps}, ${f.p95}, ${f.dbCpuMs ?? '–'}` : '–').padStart(22);
      });
      console.log(`${name.padEnd(30)}${cells.join('')}`);
    }
    console.log(`\n${'bff / direct'.padEnd(30)}${sizes.map((s) => sizeLabel(s).padStart(22)).join('')}`);
    for (const [name, directName] of Object.entries(DIRECT_OF)) {
      const cells = sizes.map((size) => {
        const [bff, direct] = [figure(size, name), figure(size, directName)];
        if (!bff || !direct) return '–'.padStart(22);
        const throughput = (bff.rps / Math.max(direct.rps, 1)).toFixed(2);
        const pg = ((bff.dbCpuMs ?? 0) / Math.max(direct.dbCpuMs ?? 0, 0.01)).toFixed(2);
        return `${throughput}x req/s, ${pg}x PG`.padStart(22);
      });
      console.log(`${name.padEnd(30)}${cells.join('')}`);
    }
    if (sizes.length > 1) {
      console.log(
        `\n${'p95 growth'.padEnd(30)}${sizes
          .slice(1)
          .map((s) => `to ${sizeLabel(s)}`.padStart(22))
          .join('')}`,
      );
      for (const name of names) {
        const cells = sizes.slice(1).map((size, i) => {
          const [before, after] = [figure(sizes[i] as number, name), figure(size, name)];
          return (before && after ? `${(after.p95 / Math.max(before.p95, 0.1)).toFixed(2)}x` : '–').padStart(
            22,
          );
        });
        console.log(`${name.padEnd(30)}${cells.join('')}`);
      }
    }
  }
}
