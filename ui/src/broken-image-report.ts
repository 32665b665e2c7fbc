const reported = new Set<string>();

/**
 * Tells the bff a recipe's image failed to load, once per recipe per page: the bff checks it
 * and looks for a working replacement (one attempt to fix the URL). Never throws.
 */
export function reportBrokenImage(recipeId: string): void {
  if (reported.has(recipeId)) return;
  reported.add(recipeId);
  void fetch(`/api/recipes/${encodeURIComponent(recipeId)}/image-broken`, { method: 'POST' }).catch(() => {});
}
