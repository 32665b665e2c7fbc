// Reader accuracy benchmark: the AI-free reading of real recipe pages (structured data and the
// visible recipe card) over any number of corpus folders (default: ../shared/corpus/recipe-pages and
// recipe-pages-wide beside the checkout), straight from their saved HTML, without a bff.
// Prints, per field, the share of pages where our value matches the expected one, for the pages with
// structured data and for all pages, per corpus and for all corpora together, then by language and
// by where the recipe came from, why each refused page was refused, and pages read per second;
// --failures also prints each missed field with our value and the expected one.
//   node reader/bench/import-corpus.ts [--failures] [corpus dir ...]
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractPageRecipe } from '@viral/reader';
import { type CorpusExpectation, FIELDS, fieldMatches } from './import-corpus/compare.ts';
import { fieldValues } from './import-corpus/field-values.ts';
import { printTable, Tally } from './import-corpus/tally.ts';

const args = process.argv.slice(2);
const showFailures = args.includes('--failures');
const given = args.filter((a) => !a.startsWith('--'));
const corpora =
  given.length > 0
    ? given
    : ['recipe-pages', 'recipe-pages-wide'].map((name) =>
        fileURLToPath(new URL(`../../../shared/corpus/${name}`, import.meta.url)),
      );

interface Entry {
  id: string;
  url: string;
  has_jsonld: boolean;
  has_microdata: boolean;
  language: string | null;
}

const pages = new Tally();
const byLanguage = new Tally();
const bySource = new Tally();
const refused: string[] = [];
let readSeconds = 0;
/** CPU time, which other work on a shared machine does not inflate as it does the clock's. */
let cpuSeconds = 0;
let pageCount = 0;
let structuredCount = 0;

for (const corpus of corpora) {
  const name = basename(corpus);
  const entries = JSON.parse(readFileSync(join(corpus, 'index.json'), 'utf8')) as Entry[];
  for (const entry of entries) {
    const html = readFileSync(join(corpus, entry.id, 'page.html'), 'utf8');
    const expected = JSON.parse(
      readFileSync(join(corpus, entry.id, 'expected.json'), 'utf8'),
    ) as CorpusExpectation;
    const structured = entry.has_jsonld || entry.has_microdata;
    const started = performance.now();
    const cpu = process.cpuUsage();
    const { validation, recipe: found, source } = extractPageRecipe(html, entry.url);
    readSeconds += (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    cpuSeconds += (used.user + used.system) / 1e6;
    pageCount++;
    if (structured) structuredCount++;
    const recipe = source ? found : null;
    if (!recipe) refused.push(`${name}/${entry.id}: ${validation.reason}`);
    const matched = new Set(FIELDS.filter((field) => recipe && fieldMatches(field, recipe, expected)));
    for (const group of [name, 'together']) {
      pages.add(`${group}: all pages`, matched);
      if (structured) pages.add(`${group}: structured data`, matched);
    }
    byLanguage.add((entry.language ?? '?').slice(0, 2).toLowerCase(), matched);
    bySource.add(source ?? 'refused', matched);
    if (!recipe || !showFailures) continue;
    for (const field of FIELDS.filter((f) => !matched.has(f))) {
      const { ours, theirs } = fieldValues(field, recipe, expected);
      console.log(
        `\n## ${entry.id} ${field} (${source})\nours:     ${JSON.stringify(ours)}\nexpected: ${JSON.stringify(theirs)}`,
      );
    }
  }
}

console.log(
  `\n${pageCount} pages (${structuredCount} with structured data) in ${corpora.length} corpora, ${refused.length} refused`,
);
console.log(
  `${(pageCount / readSeconds).toFixed(1)} pages per second (parse + read, one core), ${(pageCount / cpuSeconds).toFixed(1)} per CPU-second`,
);
const groups = [...corpora.map((c) => basename(c)), 'together'];
for (const group of groups)
  printTable(
    group,
    pages,
    [`${group}: structured data`, `${group}: all pages`],
    (g) => g.split(': ')[1] ?? g,
  );
printTable('by language', byLanguage);
printTable('by source', bySource);
console.log('\nrefused pages:');
for (const line of refused) console.log(`  ${line}`);
