import { type Database, schema } from '@viral/db';
import {
  fallbackFormat,
  mediaPath,
  type Recipe,
  type RecipeSummary,
  type RecipeVideo,
  type StoredImage,
  type Tag,
} from '@viral/domain';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { videoAddress } from '../media/video-object-key.ts';

const { recipes, recipeStats, recipeTags, tags, mediaVideos, mediaImages, videoTasks } = schema;

/** A recipe's stored video and its poster as one json value (a recipe has at most one). */
interface VideoRow {
  key: string;
  width: number;
  height: number;
  duration_ms: number;
  poster: StoredImage | null;
}
const videoColumn = sql<VideoRow | string | null>`(
  select json_build_object(
    'key', ${mediaVideos.key}, 'width', ${mediaVideos.width}, 'height', ${mediaVideos.height},
    'duration_ms', ${mediaVideos.duration_ms},
    'poster', (select json_build_object(
      'hash', ${mediaImages.hash}, 'widths', ${mediaImages.widths}, 'formats', ${mediaImages.formats},
      'width', ${mediaImages.width}, 'height', ${mediaImages.height},
      'placeholder', ${mediaImages.placeholder}, 'color', ${mediaImages.color})
      from ${mediaImages} where ${mediaImages.hash} = ${mediaVideos.poster_hash}))
  from ${mediaVideos} where ${mediaVideos.recipe_id} = ${recipes.id})`;

/** What a list shows of a recipe (RecipeSummary): no tags, ingredients, steps or nutrition to read and send. */
export const summaryColumns = {
  id: recipes.id,
  slug: recipes.slug,
  title: recipes.title,
  description: recipes.description,
  image_url: recipes.image_url,
  stored_image: recipes.stored_image,
  video: videoColumn,
  difficulty: recipes.difficulty,
  prep_time: recipes.prep_time,
  cook_time: recipes.cook_time,
  total_time: recipes.total_time,
  servings: recipes.servings,
  estimated_cost: recipes.estimated_cost,
  created_at: recipes.created_at,
  views: sql<number>`coalesce(${recipeStats.views}, 0)`.mapWith(Number),
  likes: sql<number>`coalesce(${recipeStats.likes}, 0)`.mapWith(Number),
  shares: sql<number>`coalesce(${recipeStats.shares}, 0)`.mapWith(Number),
  saves: sql<number>`coalesce(${recipeStats.saves}, 0)`.mapWith(Number),
};

/** The page's video address when it was kept as a link (a playlist or a player), never fetched. */
const videoLinkColumn = sql<string | null>`(
  select ${videoTasks.url} from ${videoTasks}
  where ${videoTasks.recipe_id} = ${recipes.id} and ${videoTasks.status} = 'linked')`;

const recipeColumns = {
  ...summaryColumns,
  image_urls: recipes.image_urls,
  video_link: videoLinkColumn,
  source_url: recipes.source_url,
  required_appliances: recipes.required_appliances,
  ingredients: recipes.ingredients,
  instructions: recipes.instructions,
  nutrition_info: recipes.nutrition_info,
};

/** A tag as json_build_object gives it: created_at is PostgreSQL's text form, not yet ISO. */
type TagRow = Omit<Tag, 'created_at'> & { created_at: string };

/** Recipes with their stats, as lists show them: one row each, no tags to gather. */
const selectSummaries = (db: Database, which: SQL) =>
  db
    .select(summaryColumns)
    .from(recipes)
    .leftJoin(recipeStats, eq(recipeStats.recipe_id, recipes.id))
    .where(which);

/**
 * Whole recipes with their stats and their tags (by name) in one statement. The tags are aggregated
 * in one grouped pass over the wanted recipes' tag rows (cheaper than a subquery per recipe).
 */
function selectRecipes(db: Database, which: SQL, wantedTagRows: SQL) {
  const tagLists = db
    .select({
      recipe_id: recipeTags.recipe_id,
      list: sql<TagRow[] | string>`json_agg(json_build_object(
        'id', ${tags.id}, 'name', ${tags.name}, 'slug', ${tags.slug}, 'description', ${tags.description},
        'color', ${tags.color}, 'is_category', ${tags.is_category}, 'created_at', ${tags.created_at}
      ) order by ${tags.name})`.as('list'),
    })
    .from(recipeTags)
    .innerJoin(tags, eq(tags.id, recipeTags.tag_id))
    .where(wantedTagRows)
    .groupBy(recipeTags.recipe_id)
    .as('tag_lists');
  return db
    .select({ ...recipeColumns, tags: sql<TagRow[] | string>`coalesce(${tagLists.list}, '[]'::json)` })
    .from(recipes)
    .leftJoin(recipeStats, eq(recipeStats.recipe_id, recipes.id))
    .leftJoin(tagLists, eq(tagLists.recipe_id, recipes.id))
    .where(which);
}

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];
type RecipeRow = Awaited<ReturnType<typeof selectRecipes>>[number];

/** The stored photo as the API shows it: where it came from stays inside. */
const apiImage = (stored: SummaryRow['stored_image']): StoredImage | null =>
  stored
    ? {
        hash: stored.hash,
        widths: stored.widths,
        ...(stored.formats && { formats: stored.formats }),
        width: stored.width,
        height: stored.height,
        placeholder: stored.placeholder,
        color: stored.color,
      }
    : null;

/** The stored video as the API shows it: where it is served, its poster, its size and length. */
function apiVideo(value: VideoRow | string | null): RecipeVideo | null {
  // PGlite hands json back as text, postgres.js parses it.
  const row: VideoRow | null = typeof value === 'string' ? JSON.parse(value) : value;
  if (!row) return null;
  const { poster } = row;
  return {
    url: videoAddress(row.key),
    poster,
    poster_url: poster ? mediaPath(poster.hash, Math.max(...poster.widths), fallbackFormat(poster)) : null,
    width: row.width,
    height: row.height,
    duration_seconds: row.duration_ms / 1000,
  };
}

/**
 * The same few hundred tags come back with every whole recipe, with the same creation times: each text is
 * converted once (a feed page of 20 whole recipes would otherwise parse some 120 dates; when search
 * pages still carried tags this was 8% of the bff's CPU per search).
 */
const isoTimes = new Map<string, string>();
function isoTime(text: string): string {
  const known = isoTimes.get(text);
  if (known !== undefined) return known;
  if (isoTimes.size >= 10_000) isoTimes.clear();
  const iso = new Date(text).toISOString();
  isoTimes.set(text, iso);
  return iso;
}

/** A row as the API shows it: its stats grouped, its photo without its origin, its time in ISO form. */
export function toApiSummary<Row extends SummaryRow>({
  views,
  likes,
  shares,
  saves,
  created_at,
  stored_image,
  video,
  ...recipe
}: Row) {
  return {
    ...recipe,
    image: apiImage(stored_image),
    video: apiVideo(video),
    created_at: created_at.toISOString(),
    recipe_stats: { views, likes, shares, saves },
  };
}

function toApiRecipe({ tags: tagRows, ...row }: RecipeRow): Recipe {
  // PGlite hands json back as text, postgres.js parses it.
  const parsed: TagRow[] = typeof tagRows === 'string' ? JSON.parse(tagRows) : tagRows;
  return {
    ...toApiSummary(row),
    tags: parsed.map((tag) => ({ ...tag, created_at: isoTime(tag.created_at) })),
  };
}

/**
 * The reads every recipe page and list makes, built and prepared once per database: drizzle
 * otherwise rebuilds the SQL text per call and sends it unprepared, so PostgreSQL plans it each
 * time, which cost more than running it. Their plans do not depend on the values.
 */
function preparedReads(db: Database) {
  const slug = sql.placeholder('slug');
  const ids = sql`${sql.placeholder('ids')}::uuid[]`;
  const wanted = sql`${recipes.id} = any(${ids})`;
  return {
    byIds: selectRecipes(db, wanted, sql`${recipeTags.recipe_id} = any(${ids})`).prepare('load_recipes'),
    summariesByIds: selectSummaries(db, wanted).prepare('load_recipe_summaries'),
    bySlug: selectRecipes(
      db,
      eq(recipes.slug, slug),
      inArray(
        recipeTags.recipe_id,
        db.select({ id: recipes.id }).from(recipes).where(eq(recipes.slug, slug)),
      ),
    ).prepare('recipe_by_slug'),
  };
}
const preparedByDatabase = new WeakMap<Database, ReturnType<typeof preparedReads>>();
function readsFor(db: Database) {
  const reads = preparedByDatabase.get(db) ?? preparedReads(db);
  preparedByDatabase.set(db, reads);
  return reads;
}

/** The rows in the order of the ids given (ids that do not exist are left out). */
function inOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Full API recipes for these ids, in the order given (ids that do not exist are left out). */
export async function loadRecipes(db: Database, ids: string[]): Promise<Recipe[]> {
  if (ids.length === 0) return [];
  return inOrder(ids, await readsFor(db).byIds.execute({ ids })).map(toApiRecipe);
}

/** These recipes as lists show them (no tags, ingredients, steps or nutrition), in the order given. */
export async function loadRecipeSummaries(db: Database, ids: string[]): Promise<RecipeSummary[]> {
  if (ids.length === 0) return [];
  return inOrder(ids, await readsFor(db).summariesByIds.execute({ ids })).map(toApiSummary);
}

/** One statement: the recipe, its stats and its tags. */
export async function findRecipeBySlug(db: Database, slug: string): Promise<Recipe | null> {
  const [row] = await readsFor(db).bySlug.execute({ slug });
  return row ? toApiRecipe(row) : null;
}

export async function recipeExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, id)).limit(1);
  return Boolean(row);
}
