// Doubles of the services the bff talks to: recipe web sites and an OpenAI-compatible model.

export * from './model.ts';
export { AI_RECIPE, AI_VALIDATION } from './model-answers.ts';
export { modelHandlers } from './model-handlers.ts';
export { type OfflineImports, startOfflineImports } from './offline-imports.ts';
export { offlineModelReply } from './offline-model.ts';
export * from './recipe-pages.ts';
export * from './recipe-site.ts';
export { SAMPLE_PAGES, startSampleSite } from './sample-site.ts';
