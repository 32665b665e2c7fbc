import { ApiClient } from '../api-client.ts';
import { resolveConnection } from '../config-store.ts';

/** The client for the admin commands: stored or RECIPES_* connection. */
export function connect(): ApiClient {
  return new ApiClient(resolveConnection());
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** A plain left-aligned table; the last column is not padded. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}
