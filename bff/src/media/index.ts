// What benchmarks and tools outside the bff use of recipe photo storage.
export type { MediaStore } from './media-store.ts';
export { PostgresMediaStore } from './postgres-media-store.ts';
export { processImage } from './process-image.ts';
export { storeRecipePhoto } from './store-recipe-photo.ts';
