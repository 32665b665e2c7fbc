import { type Database, schema } from '@viral/db';
import { eq, sql } from 'drizzle-orm';
import { fetchPage } from '../import/fetch/guarded-fetch.ts';
import type { ImportContext } from '../import/preview-import.ts';
import { imageCandidates } from './image-candidates.ts';
import { REPAIR_COSTS, RepairBudgetSpent, type SpendRepairBudget } from './repair-budget.ts';

const { recipes } = schema;
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Replacement images fetched per repair at most (each up to 10 MB and 20 s), whatever the recipe stores. */
export const MAX_CANDIDATES_PER_REPAIR = 3;

export type RepairOutcome = 'missing' | 'fine' | 'repaired' | 'unrepaired' | 'budget_spent';

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
 * Confirms a reported image really fails (a photo the site stores never does), then saves the first of at most
 * MAX_CANDIDATES_PER_REPAIR candidates that is really an image. A same-origin path (the demo's
 * own images) is the bff's to serve and is left alone. Every fetch and model call is paid from
 * `spend`; when it runs out the repair stops where it is and changes nothing.
 */
export async function repairRecipeImage(
  db: Database,
  recipeId: string,
  ctx: ImportContext,
  spend: SpendRepairBudget,
): Promise<RepairOutcome> {
  try {
    return await repairWithin(db, recipeId, ctx, spend);
  } catch (error) {
    if (error instanceof RepairBudgetSpent) return 'budget_spent';
    throw error;
  }
}

async function repairWithin(
  db: Database,
  recipeId: string,
  ctx: ImportContext,
  spend: SpendRepairBudget,
): Promise<RepairOutcome> {
  const works = async (url: string) => {
    await spend(REPAIR_COSTS.fetch);
    return isWorkingImage(url, ctx);
  };
  const [recipe] = await db
    .select({
      title: recipes.title,
      image_url: recipes.image_url,
      image_urls: recipes.image_urls,
      source_url: recipes.source_url,
      stored_from: sql<string | null>`${recipes.stored_image}->>'source_url'`,
    })
    .from(recipes)
    .where(eq(recipes.id, recipeId));
  if (!recipe) return 'missing';
  // The site serves its own copy of this photo: the source going away breaks nothing, so the
  // repair (the fallback for photos that could never be stored) neither fetches nor replaces it.
  if (recipe.image_url && recipe.stored_from === recipe.image_url) return 'fine';
  if (recipe.image_url && !/^https?:\/\//i.test(recipe.image_url)) return 'fine';
  if (recipe.image_url && (await works(recipe.image_url))) return 'fine';
  let tried = 0;
  // Stops before asking for a next candidate, which may cost a page fetch or a model call.
  for await (const candidate of imageCandidates(recipe, ctx, spend)) {
    if (await works(candidate)) {
      const rest = recipe.image_urls.filter((url) => url !== candidate);
      await db
        .update(recipes)
        .set({
          image_url: candidate,
          image_urls: [candidate, ...rest],
          // The background pass stores the new photo.
          stored_image: null,
          image_attempts: 0,
          image_attempted_at: null,
          updated_at: new Date(),
        })
        .where(eq(recipes.id, recipeId));
      return 'repaired';
    }
    if (++tried === MAX_CANDIDATES_PER_REPAIR) break;
  }
  return 'unrepaired';
}
