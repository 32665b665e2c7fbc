export * from './constants.ts';
export * from './recipe.ts';
export * from './text.ts';
