// The reader: a recipe page's HTML and address in, its recipe (or the reason it has none) out.
// Pure: it fetches nothing and saves nothing; the bff fetches pages, validates, tags and saves.
export { rankImages } from './extract/best-image.ts';
export { extractStructuredRecipe, type StructuredExtraction } from './extract/extract-page.ts';
export type { ExtractedRecipe } from './extract/extracted-recipe.ts';
export { loadPage } from './extract/load-page.ts';
export { extractPageRecipe, type PageRecipe } from './extract/page-recipe.ts';
export { findPageVideo, type PageVideo, videoAddressFormat } from './extract/page-video.ts';
export { imageUrls } from './extract/schema-values.ts';
export { normaliseRecipe, type RecipeDraft } from './normalise/normalise-recipe.ts';
export { normaliseSourceUrl } from './normalise/source-url.ts';
