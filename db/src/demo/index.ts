import { breakfastRecipes } from './recipes-breakfast.ts';
import { dessertRecipes } from './recipes-desserts.ts';
import { mainRecipes } from './recipes-mains.ts';
import { snackRecipes } from './recipes-snacks.ts';
import type { DemoRecipe } from './types.ts';

export { demoTags } from './tags.ts';
export type { DemoRecipe, DemoTag } from './types.ts';

/** The whole demo catalogue, in no particular order. */
export const demoRecipes: DemoRecipe[] = [
  ...breakfastRecipes,
  ...mainRecipes,
  ...snackRecipes,
  ...dessertRecipes,
];
