// What benchmarks and tools outside the bff use of recipe photo storage.
export { finishStoredPhoto } from './finish-stored-photo.ts';
export type { MediaStore } from './media-store.ts';
export { createObjectStore } from './objects/create-object-store.ts';
export { DiskObjectStore } from './objects/disk-object-store.ts';
export type { ObjectStore } from './objects/object-store.ts';
export { PhotoPool, PhotoRefusedError } from './photo-worker/photo-pool.ts';
export { PostgresMediaStore } from './postgres-media-store.ts';
export { backgroundLane, firstViewLane, processFirstView, processLaterVariants } from './process-image.ts';
export { storeRecipePhoto } from './store-recipe-photo.ts';
