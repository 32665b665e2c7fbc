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

/**
 * The search's conditions on the stats row (the page walks the trending index, whose entries
 * carry the filter copies) or on the recipe itself (the count, which the recipes' own filter
 * index answers without the stats rows' churn: a third of the time at 1,000,000 recipes).
 */
function filtersOf(db: Database, shape: SearchShape, on: 'stats' | 'recipes', withCursor: boolean): SQL[] {
  const key = recipeStats.trending_score;
  const row = on === 'stats' ? recipeStats : recipes;
  const id = on === 'stats' ? recipeStats.recipe_id : recipes.id;
  const q = placeholder('q');
  return [
    shape.difficulty ? eq(row.difficulty, placeholder('difficulty')) : undefined,
    shape.maxTime ? lte(row.total_time, placeholder('maxTime')) : undefined,
    shape.maxCost ? lte(row.estimated_cost, placeholder('maxCost')) : undefined,
    shape.exclude ? sql`${id} <> all(${placeholder('exclude')}::uuid[])` : undefined,
    ...Array.from({ length: shape.tags }, (_, i) => statsRecipeCarriesTag(db, placeholder(`tag${i}`), id)),
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
 * row, so a page without a text match does not join recipes at all, and the count reads recipes
 * alone (the same matches, whatever the stats rows' order).
 */
function buildStatements(db: Database, shape: SearchShape) {
  const key = recipeStats.trending_score;
  const from = db.select({ id: recipeStats.recipe_id, key }).from(recipeStats);
  const page = (shape.match === 'all' ? from : from.innerJoin(recipes, eq(recipes.id, recipeStats.recipe_id)))
    .where(and(...filtersOf(db, shape, 'stats', true)))
    .orderBy(sql`${key} desc`, recipeStats.recipe_id)
    .limit(placeholder('limit'));
  const matches = db
    .select({ one: sql`1` })
    .from(recipes)
    .where(and(...filtersOf(db, shape, 'recipes', false)))
    .limit(COUNT_CAP + 1)
    .as('matches');
  const count = db.select({ total: sql<number>`count(*)::int` }).from(matches);
  return { page, count };
}

type Rows<T> = { execute(values: Record<string, unknown>): Promise<T> };
type Built = ReturnType<typeof buildStatements>;
export interface SearchStatements {
  page: Rows<Awaited<Built['page']>>;
  count: Rows<Awaited<Built['count']>>;
}

/**
 * A tag makes the best plan depend on the value: a rare tag is found through its own rows, a
 * common one by walking the trending order. A named statement switches to a generic plan when
 * PostgreSQL estimates it no dearer than the custom ones; for a tag it estimates the average tag
 * and at 10,000 recipes chose a plan that compared every walked row with every row of a common
 * tag (5 ms of PostgreSQL CPU instead of 1). Tag shapes are therefore sent unnamed, planned with
 * their values. A text match stays prepared: its generic plan (every match, then sorted) is
 * estimated far dearer than the walk, so PostgreSQL keeps planning it with the words given.
 */
const plannedPerCall = (shape: SearchShape) => shape.tags > 0 || shape.match === 'typo';

function preparedStatements(db: Database, shape: SearchShape, name: string): SearchStatements {
  const { page, count } = buildStatements(db, shape);
  if (plannedPerCall(shape)) return { page, count };
  return { page: page.prepare(`search_page_${name}`), count: count.prepare(`search_count_${name}`) };
}

const statementsByDatabase = new WeakMap<Database, Map<string, SearchStatements>>();

/**
 * The search statements of this shape, built once per database (the shapes are few: filters
 * present or not, up to 20 tags, so the map stays small) and, where the plan does not depend on
 * the values, prepared: before, every search rebuilt the query and PostgreSQL planned it anew.
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
