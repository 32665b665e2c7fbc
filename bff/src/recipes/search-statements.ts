import { type Database, schema } from '@viral/db';
import { and, eq, lte, type SQL, sql } from 'drizzle-orm';
import { statsRecipeCarriesTag } from './carries-tag.ts';

const { recipes, recipeStats } = schema;

/** Counting every match of a common word costs a visit to each; past this we report a lower bound. */
export const COUNT_CAP = 1000;

/** Which parts a search has; each combination is one statement text, prepared once per connection. */
export interface SearchShape {
  match: 'all' | 'text' | 'typo';
  difficulty: boolean;
  maxTime: boolean;
  maxCost: boolean;
  exclude: boolean;
  tags: number;
  after: boolean;
}

/** The values a statement of that shape takes. */
export interface SearchValues {
  q?: string | undefined;
  difficulty?: string | undefined;
  maxTime?: number | undefined;
  maxCost?: number | undefined;
  exclude?: string[] | undefined;
  tagIds: string[];
  afterKey?: number | undefined;
  afterId?: string | undefined;
  limit?: number | undefined;
}

const placeholder = (name: keyof SearchValues | `tag${number}`) => sql.placeholder(name);

function filtersOf(db: Database, shape: SearchShape, withCursor: boolean): SQL[] {
  const key = recipeStats.trending_score;
  const q = placeholder('q');
  return [
    // The stats row's copies of the filters (kept by triggers), so the trending index answers them.
    shape.difficulty ? eq(recipeStats.difficulty, placeholder('difficulty')) : undefined,
    shape.maxTime ? lte(recipeStats.total_time, placeholder('maxTime')) : undefined,
    shape.maxCost ? lte(recipeStats.estimated_cost, placeholder('maxCost')) : undefined,
    shape.exclude ? sql`${recipeStats.recipe_id} <> all(${placeholder('exclude')}::uuid[])` : undefined,
    ...Array.from({ length: shape.tags }, (_, i) => statsRecipeCarriesTag(db, placeholder(`tag${i}`))),
    shape.match === 'text'
      ? sql`${recipes.search_vector} @@ websearch_to_tsquery('english', ${q})`
      : undefined,
    shape.match === 'typo' ? sql`(${q} <% ${recipes.title} or ${q} <% ${recipes.tag_names})` : undefined,
    withCursor && shape.after
      ? sql`(${key} < ${placeholder('afterKey')}::double precision or (${key} = ${placeholder('afterKey')}::double precision and ${recipeStats.recipe_id} > ${placeholder('afterId')}::uuid))`
      : undefined,
  ].filter((f): f is SQL => f !== undefined);
}

/**
 * One page of ids in trending order, and the capped count of matches. Every recipe has its stats
 * row, so without a text match the recipes table is not joined at all; the count of a text match
 * alone reads recipes only, as the GIN index answers it.
 */
function buildStatements(db: Database, shape: SearchShape) {
  const key = recipeStats.trending_score;
  const matches = shape.match !== 'all';
  const statsFilters = filtersOf(db, { ...shape, match: 'all' }, false).length > 0;
  const fromStats = () => {
    const from = db.select({ id: recipeStats.recipe_id, key }).from(recipeStats);
    return matches ? from.innerJoin(recipes, eq(recipes.id, recipeStats.recipe_id)) : from;
  };
  const page = fromStats()
    .where(and(...filtersOf(db, shape, true)))
    .orderBy(sql`${key} desc`, recipeStats.recipe_id)
    .limit(placeholder('limit'));
  const counted =
    matches && !statsFilters
      ? db
          .select({ one: sql`1` })
          .from(recipes)
          .where(and(...filtersOf(db, shape, false)))
      : fromStats().where(and(...filtersOf(db, shape, false)));
  const count = db
    .select({ total: sql<number>`count(*)::int` })
    .from(counted.limit(COUNT_CAP + 1).as('matches'));
  return { page, count };
}

export type SearchStatements = ReturnType<typeof preparedStatements>;

function preparedStatements(db: Database, shape: SearchShape, name: string) {
  const { page, count } = buildStatements(db, shape);
  return { page: page.prepare(`search_page_${name}`), count: count.prepare(`search_count_${name}`) };
}

const statementsByDatabase = new WeakMap<Database, Map<string, SearchStatements>>();

/**
 * The search statements of this shape, built once per database and sent as prepared statements:
 * unprepared, PostgreSQL parsed and planned the page query on every request and drizzle rebuilt
 * its text. The shapes are few (filters present or not, up to 20 tags), so the map stays small.
 */
export function searchStatements(db: Database, shape: SearchShape): SearchStatements {
  const name = `${shape.match}_${+shape.difficulty}${+shape.maxTime}${+shape.maxCost}${+shape.exclude}_${shape.tags}_${+shape.after}`;
  const byShape = statementsByDatabase.get(db) ?? new Map<string, SearchStatements>();
  statementsByDatabase.set(db, byShape);
  const statements = byShape.get(name) ?? preparedStatements(db, shape, name);
  byShape.set(name, statements);
  return statements;
}

/** The same statements for a transaction, whose session the pool's prepared queries do not run on. */
export function searchStatementsIn(tx: Database, shape: SearchShape): SearchStatements {
  return preparedStatements(tx, shape, 'in_transaction');
}

export function placeholderValues(values: SearchValues): Record<string, unknown> {
  const { tagIds, ...rest } = values;
  return { ...rest, ...Object.fromEntries(tagIds.map((id, i) => [`tag${i}`, id])) };
}
