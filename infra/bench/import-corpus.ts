// Importer accuracy benchmark: the importer's fetch and structured-data extraction over the shared
// corpus of real recipe pages (default ../shared/corpus/recipe-pages beside the checkout), served from a local server.
// Prints, per field, the share of pages where our value matches the expected one;
// --failures also prints each missed field with our value and the expected one.
//   node infra/bench/import-corpus.ts [--failures] [corpus dir]
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractStructuredRecipe, fetchPage } from '@viral/bff/page-extraction';
import { type CorpusExpectation, FIELDS, fieldMatches } from './import-corpus/compare.ts';
import { fieldValues } from './import-corpus/field-values.ts';

const args = process.argv.slice(2);
const showFailures = args.includes('--failures');
const corpus =
  args.find((a) => !a.startsWith('--')) ??
  fileURLToPath(new URL('../../../shared/corpus/recipe-pages', import.meta.url));
interface Entry {
  id: string;
  url: string;
  has_jsonld: boolean;
  has_microdata: boolean;
}
const entries = JSON.parse(readFileSync(join(corpus, 'index.json'), 'utf8')) as Entry[];

const server = createServer((req, res) => {
  const id = decodeURIComponent((req.url ?? '/').slice(1));
  if (!entries.some((e) => e.id === id)) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(readFileSync(join(corpus, id, 'page.html')));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;

const tally = { all: new Map<string, number>(), structured: new Map<string, number>() };
let structuredPages = 0;
let failures = 0;
const started = performance.now();
for (const entry of entries) {
  const expected = JSON.parse(
    readFileSync(join(corpus, entry.id, 'expected.json'), 'utf8'),
  ) as CorpusExpectation;
  const structured = entry.has_jsonld || entry.has_microdata;
  if (structured) structuredPages++;
  try {
    const page = await fetchPage(`http://${host}/${encodeURIComponent(entry.id)}`, { allowHosts: [host] });
    const { recipe } = extractStructuredRecipe(page.html, entry.url);
    if (showFailures && !recipe) console.log(`\n## ${entry.id}: no structured recipe`);
    for (const field of FIELDS) {
      if (recipe && showFailures && !fieldMatches(field, recipe, expected)) {
        const { ours, theirs } = fieldValues(field, recipe, expected);
        console.log(
          `\n## ${entry.id} ${field}\nours:     ${JSON.stringify(ours)}\nexpected: ${JSON.stringify(theirs)}`,
        );
      }
      if (!recipe || !fieldMatches(field, recipe, expected)) continue;
      tally.all.set(field, (tally.all.get(field) ?? 0) + 1);
      if (structured) tally.structured.set(field, (tally.structured.get(field) ?? 0) + 1);
    }
  } catch (error) {
    failures++;
    console.error(`${entry.id}: ${(error as Error).message}`);
  }
}
const seconds = (performance.now() - started) / 1000;
server.close();

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`.padStart(7);
console.log(
  `\n${entries.length} pages (${structuredPages} with structured data), ${failures} failed to fetch`,
);
console.log(`${(entries.length / seconds).toFixed(1)} pages per second (fetch + parse + extract)\n`);
console.log('field          structured pages   all pages');
for (const field of FIELDS) {
  console.log(
    `${field.padEnd(14)} ${pct(tally.structured.get(field) ?? 0, structuredPages).padStart(16)} ${pct(tally.all.get(field) ?? 0, entries.length).padStart(11)}`,
  );
}
