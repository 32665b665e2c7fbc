import { type Database, schema, type Transaction } from '@viral/db';
import { slugify } from '@viral/domain';
import type { RecipeDraft } from '@viral/reader';
import { and, eq, like, or } from 'drizzle-orm';
import { findOrCreateTags } from '../../admin/tag-writes.ts';
import { ImportError } from '../import-error.ts';

const { recipes, recipeStats, recipeTags, tags } = schema;

export interface SavedRecipe {
  id: string;
  slug: string;
  tags: string[];
  /** The tags that are categories (the bulk screen's 'Auto-categorized'). */
  categories: string[];
}

export class DuplicateRecipeError extends ImportError {
  readonly existingSlug: string;

  constructor(existingSlug: string) {
    super('duplicate', 'This recipe has already been imported');
    this.existingSlug = existingSlug;
  }
}

/** The category tags a saved recipe carries (the bulk screen's 'Auto-categorized'). */
export async function categoriesOf(db: Database, recipeId: string): Promise<string[]> {
  const rows = await db
    .select({ name: tags.name })
    .from(recipeTags)
    .innerJoin(tags, eq(tags.id, recipeTags.tag_id))
    .where(and(eq(recipeTags.recipe_id, recipeId), eq(tags.is_category, true)))
    .orderBy(tags.name);
  return rows.map((row) => row.name);
}

/** The title's slug, or the first free 'slug-2', 'slug-3', … */
async function freeSlug(tx: Transaction, title: string): Promise<string> {
  const base = slugify(title) || 'recipe';
  const taken = new Set(
    (
      await tx
        .select({ slug: recipes.slug })
        .from(recipes)
        .where(or(eq(recipes.slug, base), like(recipes.slug, `${base}-%`)))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * Saves an imported recipe in one transaction: the recipe, its tags (created when missing),
 * their links and a zero stats row. A page already imported is a DuplicateRecipeError.
 * `within` runs in the same transaction with the new recipe's id (what throws there saves nothing).
 */
export async function saveImportedRecipe(
  db: Database,
  draft: RecipeDraft,
  {
    now = new Date(),
    within,
  }: { now?: Date; within?: (tx: Transaction, recipeId: string) => Promise<void> } = {},
): Promise<SavedRecipe> {
  const [existing] = await db
    .select({ slug: recipes.slug })
    .from(recipes)
    .where(eq(recipes.source_url, draft.source_url));
  if (existing) throw new DuplicateRecipeError(existing.slug);
  try {
    return await db.transaction(async (tx) => {
      const tagRows = await findOrCreateTags(tx, draft.tags);
      const { tags: _names, ...fields } = draft;
      const [row] = await tx
        .insert(recipes)
        .values({
          ...fields,
          slug: await freeSlug(tx, draft.title),
          tag_names: tagRows.map((t) => t.name).join(' '),
          created_at: now,
          // The import stores the photo itself next; the background pass leaves it a while.
          image_attempted_at: now,
        })
        .returning({ id: recipes.id, slug: recipes.slug });
      if (!row) throw new Error('the recipe row was not returned');
      if (tagRows.length > 0)
        await tx.insert(recipeTags).values(tagRows.map((t) => ({ recipe_id: row.id, tag_id: t.id })));
      await tx.insert(recipeStats).values({ recipe_id: row.id, created_epoch: now.getTime() / 1000 });
      await within?.(tx, row.id);
      const categories = tagRows.filter((t) => t.is_category).map((t) => t.name);
      return { ...row, tags: tagRows.map((t) => t.name), categories };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [raced] = await db
      .select({ slug: recipes.slug })
      .from(recipes)
      .where(eq(recipes.source_url, draft.source_url));
    if (raced) throw new DuplicateRecipeError(raced.slug);
    throw error;
  }
}
