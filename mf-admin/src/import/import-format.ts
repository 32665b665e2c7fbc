import { formatRemaining, IMPORT_ITEM_STATUS_LABELS, MIN_VALIDATION_CONFIDENCE } from '@viral/domain';
import type { ImportItem, ItemStatus, UrlValidation } from './import-types.ts';

export const STATUS_LABEL = IMPORT_ITEM_STATUS_LABELS;

/** Adding one recipe: the progress message of each item state (processing is 'generating'). */
export const ADD_STATE_MESSAGE: Partial<Record<ItemStatus, string>> = {
  pending: 'Validating URL and checking if it contains a valid recipe...',
  validating: 'Validating URL and checking if it contains a valid recipe...',
  processing: 'Analyzing recipe content and generating comprehensive data...',
  categorizing: 'Automatically categorizing recipe and assigning to appropriate categories...',
  completed: 'Recipe successfully created and categorized! Redirecting to recipe page...',
};

export const formatEstimate = formatRemaining;

/** The Add Recipe form: why a validated page was refused. */
export function rejectionMessage(v: UrlValidation): string {
  if (!v.is_recipe) {
    return `Invalid Recipe URL: ${v.reason} (Confidence: ${v.confidence}%, Type: ${v.page_type})`;
  }
  if (v.confidence < MIN_VALIDATION_CONFIDENCE) {
    return `Low Confidence Recipe: ${v.reason} (Confidence: ${v.confidence}%). This URL may not contain a complete, cookable recipe.`;
  }
  return v.reason;
}

/** Seconds between start and finish, or null when either is missing. */
export function durationSeconds(item: Pick<ImportItem, 'started_at' | 'finished_at'>): number | null {
  if (!item.started_at || !item.finished_at) return null;
  return Math.max(0, Math.round((Date.parse(item.finished_at) - Date.parse(item.started_at)) / 1000));
}

export function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

export const recipeHref = (recipe: ImportItem['recipe']) =>
  recipe ? `/recipe/${recipe.slug ?? recipe.id}` : null;
