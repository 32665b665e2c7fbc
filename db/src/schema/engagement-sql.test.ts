import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { recipeStats } from './interactions.ts';

const migrationsDir = fileURLToPath(new URL('../../migrations', import.meta.url));

/** The generated column's expression as the drizzle schema builds it from the domain's constants. */
function schemaExpression(): string {
  const generated = recipeStats.trending_score.generated;
  if (!generated || typeof generated.as === 'function') throw new Error('trending_score is not generated');
  return new PgDialect().sqlToQuery(generated.as as Parameters<PgDialect['sqlToQuery']>[0]).sql;
}

/** The expression the migrations gave the column (a generated column's SQL is fixed once migrated). */
function migratedExpression(): string {
  const definitions = readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .flatMap((name) => [
      ...readFileSync(join(migrationsDir, name), 'utf8').matchAll(
        /"trending_score" double precision GENERATED ALWAYS AS \((.+)\) STORED/g,
      ),
    ]);
  expect(definitions).toHaveLength(1);
  return definitions[0]?.[1] ?? '';
}

function snapshotExpression(): string {
  const latest = readdirSync(join(migrationsDir, 'meta'))
    .filter((name) => name.endsWith('_snapshot.json'))
    .sort()
    .at(-1);
  const snapshot = JSON.parse(readFileSync(join(migrationsDir, 'meta', latest ?? ''), 'utf8'));
  return snapshot.tables['public.recipe_stats'].columns.trending_score.generated.as;
}

describe('the stored trending score', () => {
  it('is built from the engagement weights and decay the domain defines, as migrated', () => {
    expect(schemaExpression()).toBe(migratedExpression());
  });

  it('matches the latest drizzle snapshot, so generating migrations finds nothing to change', () => {
    expect(schemaExpression()).toBe(snapshotExpression());
  });
});
