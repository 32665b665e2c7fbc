export * from './api.ts';
export * from './constants.ts';
export * from './ranking/index.ts';
export * from './recipe.ts';
export * from './text.ts';
