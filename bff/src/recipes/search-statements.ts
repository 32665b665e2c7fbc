import { type Database, schema } from '@viral/db';
import type { RecipeSummary } from '@viral/domain';
import { and, desc, eq, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { statsRecipeCarriesTag } from './carries-tag.ts';
import { loadRecipeSummaries, summaryColumns, toApiSummary } from './recipe-reads.ts';

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
function filtersOf(
  db: Database,
  shape: SearchShape,
  tags: TagValues,
  on: 'stats' | 'recipes',
  withCursor: boolean,
): SQL[] {
  const key = recipeStats.trending_score;
  const row = on === 'stats' ? recipeStats : recipes;
  const id = on === 'stats' ? recipeStats.recipe_id : recipes.id;
  const q = placeholder('q');
  return [
    shape.difficulty ? eq(row.difficulty, placeholder('difficulty')) : undefined,
    shape.maxTime ? lte(row.total_time, placeholder('maxTime')) : undefined,
    shape.maxCost ? lte(row.estimated_cost, placeholder('maxCost')) : undefined,
    shape.exclude ? sql`${id} <> all(${placeholder('exclude')}::uuid[])` : undefined,
    ...tagValues(shape, tags).map((tag) => statsRecipeCarriesTag(db, tag, id)),
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
 * One page of ids in trending order. Every recipe has its stats row, so a walk without a text
 * match does not join recipes at all.
 */
function pageIdsQuery(db: Database, shape: SearchShape, tags: TagValues) {
  const key = recipeStats.trending_score;
  const from = db.select({ id: recipeStats.recipe_id, key }).from(recipeStats);
  return (shape.match === 'all' ? from : from.innerJoin(recipes, eq(recipes.id, recipeStats.recipe_id)))
    .where(and(...filtersOf(db, shape, tags, 'stats', true)))
    .orderBy(sql`${key} desc`, recipeStats.recipe_id)
    .limit(placeholder('limit'));
}

/** The same page with each recipe as lists show it, in one statement (only the page's recipes are read). */
function pageOfRecipesQuery(db: Database, shape: SearchShape, tags: TagValues) {
  const page = pageIdsQuery(db, shape, tags).as('page');
  return db
    .select({ ...summaryColumns, key: page.key })
    .from(page)
    .innerJoin(recipes, eq(recipes.id, page.id))
    .leftJoin(recipeStats, eq(recipeStats.recipe_id, recipes.id))
    .orderBy(desc(page.key), page.id);
}

/** The capped count of matches, read on recipes alone (the same matches, whatever the stats rows' order). */
function countQuery(db: Database, shape: SearchShape, tags: TagValues) {
  const matches = db
    .select({ one: sql`1` })
    .from(recipes)
    .where(and(...filtersOf(db, shape, tags, 'recipes', false)))
    .limit(COUNT_CAP + 1)
    .as('matches');
  return db.select({ total: sql<number>`count(*)::int` }).from(matches);
}

type Rows<T> = { execute(values: Record<string, unknown>): Promise<T> };

/** A match: the recipe as lists show it, and its trending score (the page's order and the cursor's key). */
export type Found = { recipe: RecipeSummary; key: number };

export interface SearchStatements {
  /** Up to `limit` matches in trending order. */
  page(values: Record<string, unknown>): Promise<Found[]>;
  count: Rows<Awaited<ReturnType<typeof countQuery>>>;
}

/** The page's recipes read by a second statement (the kept summaries one), in the page's order. */
async function withRecipes(db: Database, rows: { id: string; key: number }[]): Promise<Found[]> {
  const keys = new Map(rows.map((row) => [row.id, row.key]));
  const found = await loadRecipeSummaries(
    db,
    rows.map((row) => row.id),
  );
  return found.map((recipe) => ({ recipe, key: keys.get(recipe.id) as number }));
}

/**
 * A tag makes the best plan depend on the value: a rare tag is found through its own rows, a
 * common one by walking the trending order. A named statement switches to a generic plan when
 * PostgreSQL estimates it no dearer than the custom ones; for a tag it estimates the average tag
 * and at 10,000 recipes chose a plan that compared every walked row with every row of a common
 * tag (5 ms of PostgreSQL CPU instead of 1). So a search with tags is prepared with its tags'
 * ids written into the text: each (shape, tags) has its own statement, planned for those tags.
 * A text match keeps its words as a parameter: its generic plan (every match, then sorted) is
 * estimated far dearer than the walk, so PostgreSQL keeps planning it with the words given.
 */
export const MAX_TAGGED_STATEMENTS = 200;

/** Tag ids to write into a statement's text, or null for placeholders (tag0, tag1, ...). */
type TagValues = readonly string[] | null;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function tagValues(shape: SearchShape, tags: TagValues): (SQL | Placeholder)[] {
  if (!tags) return Array.from({ length: shape.tags }, (_, i) => placeholder(`tag${i}`));
  return tags.map((id) => {
    // Ids come from the tags table; checked anyway, since they become part of the statement's text.
    if (!UUID.test(id)) throw new Error(`not a tag id: ${id}`);
    return sql.raw(`'${id}'::uuid`);
  });
}

/**
 * Prepared, a page and its recipes are one statement: a second round trip cost the bff and
 * PostgreSQL more than the read. Except for a text match, which PostgreSQL plans on every call:
 * planning the page with its recipes cost 0.25 ms more than the page alone, so its recipes are
 * read by the kept summaries statement instead.
 */
function prepared(db: Database, shape: SearchShape, tags: TagValues): SearchStatements {
  const count = countQuery(db, shape, tags).prepare('search_count');
  if (shape.match !== 'all') {
    const ids = pageIdsQuery(db, shape, tags).prepare('search_page');
    return { page: async (values) => withRecipes(db, await ids.execute(values)), count };
  }
  const page = pageOfRecipesQuery(db, shape, tags).prepare('search_page_of_recipes');
  return {
    page: async (values) =>
      (await page.execute(values)).map(({ key, ...row }) => ({ recipe: toApiSummary(row), key })),
    count,
  };
}

/** Sent unnamed, so PostgreSQL plans each call with its values (and a named statement is not kept for it). */
function plannedPerCall(db: Database, shape: SearchShape): SearchStatements {
  const ids = pageIdsQuery(db, shape, null);
  return {
    page: async (values) => withRecipes(db, await ids.execute(values)),
    count: countQuery(db, shape, null),
  };
}

const statementsByDatabase = new WeakMap<
  Database,
  { byKey: Map<string, SearchStatements>; tagged: number }
>();

/**
 * The search statements of this shape (and tags), built once per database and prepared, so a
 * search neither rebuilds its query nor waits for PostgreSQL to parse it. Every connection keeps
 * what it prepared; the shapes are few, but tags are many, so past `maxTagged` (shape, tags)
 * pairs a new pair is sent unnamed instead, planned on every call.
 */
export function searchStatements(
  db: Database,
  shape: SearchShape,
  tagIds: string[],
  maxTagged = MAX_TAGGED_STATEMENTS,
): SearchStatements {
  const cache = statementsByDatabase.get(db) ?? { byKey: new Map<string, SearchStatements>(), tagged: 0 };
  statementsByDatabase.set(db, cache);
  const name = `${shape.match}_${+shape.difficulty}${+shape.maxTime}${+shape.maxCost}${+shape.exclude}_${shape.tags}_${+shape.after}`;
  const tags = [...tagIds].sort();
  const key = shape.tags > 0 ? `${name}:${tags.join(',')}` : name;
  const known = cache.byKey.get(key);
  if (known) return known;
  if (shape.tags > 0 && cache.tagged >= maxTagged) {
    // The tags are placeholders here, so one unnamed set serves every tag of the shape.
    const unnamed = cache.byKey.get(`${name}:unnamed`) ?? plannedPerCall(db, shape);
    cache.byKey.set(`${name}:unnamed`, unnamed);
    return unnamed;
  }
  if (shape.tags > 0) cache.tagged++;
  const statements = prepared(db, shape, shape.tags > 0 ? tags : null);
  cache.byKey.set(key, statements);
  return statements;
}

/** A typo search, in its transaction (whose session the pool's prepared queries do not run on). */
export function searchStatementsIn(tx: Database, shape: SearchShape): SearchStatements {
  return plannedPerCall(tx, shape);
}

export function placeholderValues(values: SearchValues): Record<string, unknown> {
  const { tagIds, ...rest } = values;
  return { ...rest, ...Object.fromEntries(tagIds.map((id, i) => [`tag${i}`, id])) };
}
