import { type Database, schema } from '@viral/db';
import { type AdminRecipePage, normaliseTagNames, type Recipe, type RecipeUpdate } from '@viral/domain';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../http/api-error.ts';
import { loadRecipes } from '../recipes/recipe-reads.ts';
import { writeAudit } from './audit.ts';
import { findOrCreateTags } from './tag-writes.ts';

const { mediaVideos, recipes, recipeTags } = schema;

type ListQuery = {
  q?: string | undefined;
  difficulty?: Recipe['difficulty'] | undefined;
  limit: number;
  offset: number;
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Newest first, paged on the server (created_at index), so the index stays fast at 100,000 recipes. */
export async function listAdminRecipes(db: Database, query: ListQuery): Promise<AdminRecipePage> {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(or(ilike(recipes.title, pattern), ilike(recipes.description, pattern)) as SQL);
  }
  if (query.difficulty) filters.push(eq(recipes.difficulty, query.difficulty));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [matching], [all]] = await Promise.all([
    db
      .select({ id: recipes.id })
      .from(recipes)
      .where(where)
      .orderBy(desc(recipes.created_at), asc(recipes.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(recipes).where(where),
    where ? db.select({ n: count() }).from(recipes) : Promise.resolve([undefined]),
  ]);
  const total = matching?.n ?? 0;
  return {
    items: await loadRecipes(
      db,
      rows.map((row) => row.id),
    ),
    total,
    catalogue_total: all?.n ?? total,
  };
}

/**
 * A new image address drops the stored photo made from another one (the database then deletes it
 * if no other recipe shows it) and starts its tries afresh.
 */
const photoFollows = (imageUrl: string | null) => ({
  stored_image: sql`case when ${recipes.stored_image}->>'source_url' = ${imageUrl} then ${recipes.stored_image} end`,
  image_attempts: sql`case when ${recipes.stored_image}->>'source_url' = ${imageUrl} then ${recipes.image_attempts} else 0 end`,
  image_attempted_at: sql`case when ${recipes.stored_image}->>'source_url' = ${imageUrl} then ${recipes.image_attempted_at} end`,
});

/** The edit dialog's save: fields, tags (created when missing), links and tag_names, all or nothing. */
export async function updateRecipe(
  db: Database,
  id: string,
  update: RecipeUpdate,
  actorUserId: string,
): Promise<Recipe> {
  const { tags: tagInput, instructions, ...fields } = update;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(recipes)
      .set({
        ...fields,
        ...(instructions && { instructions: instructions.map((step, i) => ({ ...step, step: i + 1 })) }),
        ...(fields.image_url !== undefined && photoFollows(fields.image_url)),
        updated_at: new Date(),
      })
      .where(eq(recipes.id, id))
      .returning({ id: recipes.id, title: recipes.title, slug: recipes.slug });
    if (!row) throw notFound('Recipe');
    await writeAudit(tx, actorUserId, 'recipe.update', { ...row, fields: Object.keys(update).sort() });
    if (!tagInput) return;
    const tagRows = await findOrCreateTags(tx, normaliseTagNames(tagInput));
    await tx.delete(recipeTags).where(eq(recipeTags.recipe_id, id));
    if (tagRows.length > 0) {
      await tx.insert(recipeTags).values(tagRows.map((tag) => ({ recipe_id: id, tag_id: tag.id })));
    }
    await tx
      .update(recipes)
      .set({ tag_names: tagRows.map((tag) => tag.name).join(' ') })
      .where(eq(recipes.id, id));
  });
  const [recipe] = await loadRecipes(db, [id]);
  if (!recipe) throw notFound('Recipe');
  return recipe;
}

/** Deletes the recipe (its links, stats and video rows cascade); answers its video files' keys. */
export async function deleteRecipe(db: Database, id: string, actorUserId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const videos = await tx
      .select({ key: mediaVideos.key })
      .from(mediaVideos)
      .where(eq(mediaVideos.recipe_id, id));
    const [row] = await tx
      .delete(recipes)
      .where(eq(recipes.id, id))
      .returning({ id: recipes.id, title: recipes.title, slug: recipes.slug });
    if (!row) throw notFound('Recipe');
    await writeAudit(tx, actorUserId, 'recipe.delete', row);
    return videos.map((video) => video.key);
  });
}
