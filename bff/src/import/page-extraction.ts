// The importer's first two steps, fetching a page and reading its recipe without AI (structured
// data and the visible recipe card), offered to the importer accuracy benchmark
// (`@viral/bff/page-extraction`) without the rest of the bff.
export { extractStructuredRecipe, type StructuredExtraction } from './extract/extract-page.ts';
export type { ExtractedRecipe } from './extract/extracted-recipe.ts';
export { extractPageRecipe, type PageRecipe } from './extract/page-recipe.ts';
export { type FetchedPage, type FetchPolicy, fetchPage } from './fetch/guarded-fetch.ts';
