// Importer accuracy benchmark: the importer's fetch and AI-free extraction (structured data and the
// visible recipe card) over the shared corpus of real recipe pages (default ../shared/corpus/recipe-pages
// beside the checkout), served from a local server.
// Prints, per field, the share of pages where our value matches the expected one, for the pages with
// structured data and for all pages, then the same by language and by where the recipe came from,
// and why each refused page was refused; --failures also prints each missed field with our value
// and the expected one.
//   node infra/bench/import-corpus.ts [--failures] [corpus dir]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractPageRecipe, fetchPage } from '@viral/bff/page-extraction';
import { startRecipeSite } from '@viral/bff/testing/doubles';
import { type CorpusExpectation, FIELDS, fieldMatches } from './import-corpus/compare.ts';
import { fieldValues } from './import-corpus/field-values.ts';
import { printTable, Tally } from './import-corpus/tally.ts';

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
  language: string | null;
}
const entries = JSON.parse(readFileSync(join(corpus, 'index.json'), 'utf8')) as Entry[];

const known = new Set(entries.map((e) => e.id));
const server = await startRecipeSite(({ rawPath }) => {
  const id = decodeURIComponent(rawPath.slice(1));
  return known.has(id) ? { body: readFileSync(join(corpus, id, 'page.html')) } : undefined;
});
const host = server.host;

const overall = new Tally();
const byLanguage = new Tally();
const bySource = new Tally();
const refused: string[] = [];
let failures = 0;
const started = performance.now();
for (const entry of entries) {
  const expected = JSON.parse(
    readFileSync(join(corpus, entry.id, 'expected.json'), 'utf8'),
  ) as CorpusExpectation;
  const structured = entry.has_jsonld || entry.has_microdata;
  try {
    const page = await fetchPage(`http://${host}/${encodeURIComponent(entry.id)}`, { allowHosts: [host] });
    const { validation, recipe: found, source } = extractPageRecipe(page.html, entry.url);
    const recipe = source ? found : null;
    if (!recipe) refused.push(`${entry.id}: ${validation?.reason ?? 'no reason given'}`);
    const matched = new Set(FIELDS.filter((field) => recipe && fieldMatches(field, recipe, expected)));
    overall.add('all pages', matched);
    if (structured) overall.add('structured data', matched);
    byLanguage.add((entry.language ?? '?').slice(0, 2).toLowerCase(), matched);
    bySource.add(source ?? 'refused', matched);
    for (const field of FIELDS) {
      if (recipe && showFailures && !matched.has(field)) {
        const { ours, theirs } = fieldValues(field, recipe, expected);
        console.log(
          `\n## ${entry.id} ${field} (${source})\nours:     ${JSON.stringify(ours)}\nexpected: ${JSON.stringify(theirs)}`,
        );
      }
    }
  } catch (error) {
    failures++;
    console.error(`${entry.id}: ${(error as Error).message}`);
  }
}
const seconds = (performance.now() - started) / 1000;
await server.close();

const structuredPages = entries.filter((e) => e.has_jsonld || e.has_microdata).length;
console.log(
  `\n${entries.length} pages (${structuredPages} with structured data), ${failures} failed to fetch, ${refused.length} refused`,
);
console.log(`${(entries.length / seconds).toFixed(1)} pages per second (fetch + parse + extract)`);
printTable('pages', overall, ['structured data', 'all pages']);
printTable('by language', byLanguage);
printTable('by source', bySource);
console.log('\nrefused pages:');
for (const line of refused) console.log(`  ${line}`);
