import { type Database, schema } from '@viral/db';
import { eq } from 'drizzle-orm';
import { fetchPage } from '../import/fetch/guarded-fetch.ts';
import type { ImportContext } from '../import/preview-import.ts';
import { imageCandidates } from './image-candidates.ts';

const { recipes } = schema;
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export type RepairOutcome = 'missing' | 'fine' | 'repaired' | 'unrepaired';

/** Fetched through the importer's guard and really served as an image. */
async function isWorkingImage(url: string, ctx: ImportContext): Promise<boolean> {
  try {
    await fetchPage(url, { ...ctx.policy, expect: 'image', maxBytes: MAX_IMAGE_BYTES });
    return true;
  } catch {
    return false;
  }
}

/**
 * Confirms a reported image really fails, then saves the first candidate that is really an
 * image. A same-origin path (the demo's own images) is the bff's to serve and is left alone.
 */
export async function repairRecipeImage(
  db: Database,
  recipeId: string,
  ctx: ImportContext,
): Promise<RepairOutcome> {
  const [recipe] = await db
    .select({
      title: recipes.title,
      image_url: recipes.image_url,
      image_urls: recipes.image_urls,
      source_url: recipes.source_url,
    })
    .from(recipes)
    .where(eq(recipes.id, recipeId));
  if (!recipe) return 'missing';
  if (recipe.image_url && !/^https?:\/\//i.test(recipe.image_url)) return 'fine';
  if (recipe.image_url && (await isWorkingImage(recipe.image_url, ctx))) return 'fine';
  for await (const candidate of imageCandidates(recipe, ctx)) {
    if (!(await isWorkingImage(candidate, ctx))) continue;
    const rest = recipe.image_urls.filter((url) => url !== candidate);
    await db
      .update(recipes)
      .set({ image_url: candidate, image_urls: [candidate, ...rest], updated_at: new Date() })
      .where(eq(recipes.id, recipeId));
    return 'repaired';
  }
  return 'unrepaired';
}
