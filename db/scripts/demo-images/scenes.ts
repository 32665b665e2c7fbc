/** Picks the scene for a recipe: a hand-tuned one, or a generic one derived from its tags. */
import type { DemoRecipe } from '../../src/demo/types.ts';
import type { Scene } from './scene.ts';
import { g, scene } from './scene-kit.ts';
import { breakfastScenes } from './scenes-breakfast.ts';
import { dessertScenes } from './scenes-desserts.ts';
import { mainScenes } from './scenes-mains.ts';
import { snackScenes } from './scenes-snacks.ts';
import { hash, mix } from './svg.ts';

const TABLES: [string, string][] = [
  ['#f6d6c8', '#eeb9a4'],
  ['#cfe3d5', '#a9cbb4'],
  ['#1f2a44', '#121a2e'],
  ['#f5e6c8', '#e9d09f'],
];

function generic(recipe: DemoRecipe): Scene {
  const h = hash(recipe.slug);
  const table = TABLES[h % TABLES.length] as [string, string];
  const base = mix('#c8432b', '#f2c14e', (h % 100) / 100);
  if (recipe.tags.includes('Drinks'))
    return scene({ table, vessel: 'glass', color: '#ffffff', base, groups: [g('ice', [], 4, 30)] });
  return scene({
    table,
    vessel: 'bowl',
    color: '#f4f1ea',
    base,
    groups: [g('blob', [mix(base, '#ffffff', 0.3), '#ffffff'], 8, 30)],
    garnish: [['herbs', '#3f8f3a', 10, 10]],
  });
}

export function sceneFor(recipe: DemoRecipe): Scene {
  return (
    mainScenes[recipe.slug] ??
    snackScenes[recipe.slug] ??
    breakfastScenes[recipe.slug] ??
    dessertScenes[recipe.slug] ??
    generic(recipe)
  );
}
