// Runs Lighthouse (mobile, default simulated throttling) several times on every public screen of a
// running production build and prints one table of medians, with the targets each screen must meet.
// Start the site first (e.g. `npm start`, or `E2E_PORT=3120 node e2e/support/serve-production-build.ts`),
// then:
//   node infra/bench/lighthouse.ts [--base http://127.0.0.1:3000] [--runs 5] [/ /recipe/baked-feta-pasta …]
import { parseArgs } from 'node:util';
import { launchChromium, measure, median, type Sample } from './lighthouse/lighthouse-run.ts';
import { PUBLIC_SCREENS } from './lighthouse/public-screens.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    runs: { type: 'string', default: '5' },
  },
});
const pages = positionals.length > 0 ? positionals : PUBLIC_SCREENS;
const runs = Number(values.runs);

/** The product's targets for every public screen (medians). */
const TARGETS = { score: 95, lcpMs: 1500, tbtMs: 150, cls: 0.05, jsKb: 160 };

type Row = { page: string; scores: number[]; of: (key: Exclude<keyof Sample, 'lcpElement'>) => number };

function missedTargets({ of }: Row): string {
  const missed = [
    of('score') < TARGETS.score && 'score',
    of('lcpMs') >= TARGETS.lcpMs && 'LCP',
    of('tbtMs') >= TARGETS.tbtMs && 'TBT',
    of('cls') >= TARGETS.cls && 'CLS',
    of('jsBytes') / 1024 > TARGETS.jsKb && 'JS',
  ].filter(Boolean);
  return missed.length ? `misses ${missed.join(', ')}` : 'meets all';
}

function printTable(rows: Row[]) {
  console.log('| page | performance (runs) | FCP | LCP | TBT | CLS | JS gzip transferred | targets |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    const { of } = row;
    console.log(
      `| \`${row.page}\` | ${of('score')} (${row.scores.join(' ')}) | ${(of('fcpMs') / 1000).toFixed(2)} s | ` +
        `${(of('lcpMs') / 1000).toFixed(2)} s | ${Math.round(of('tbtMs'))} ms | ${of('cls').toFixed(3)} | ` +
        `${(of('jsBytes') / 1024).toFixed(1)} KB | ${missedTargets(row)} |`,
    );
  }
}

const chrome = await launchChromium();
try {
  console.log(`Lighthouse mobile (simulated throttling), median of ${runs} runs, ${values.base}`);
  const rows: Row[] = [];
  for (const page of pages) {
    const samples: Sample[] = [];
    for (let run = 0; run < runs; run++)
      samples.push(await measure(new URL(page, values.base).href, chrome.port));
    const of = (key: Exclude<keyof Sample, 'lcpElement'>) => median(samples.map((sample) => sample[key]));
    rows.push({ page, scores: samples.map((sample) => sample.score), of });
    console.log(
      `${page.padEnd(28)} CPU benchmark index ${of('benchmarkIndex')}, LCP element: ${samples.at(-1)?.lcpElement}`,
    );
  }
  console.log(
    `\nTargets: performance >= ${TARGETS.score}, LCP < ${TARGETS.lcpMs / 1000} s, TBT < ${TARGETS.tbtMs} ms, ` +
      `CLS < ${TARGETS.cls}, JS <= ${TARGETS.jsKb} KB gzip\n`,
  );
  printTable(rows);
} finally {
  chrome.kill();
}
