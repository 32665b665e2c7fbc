/**
 * Writes one flat-illustration SVG per demo recipe into db/demo-images/<slug>.svg.
 * Deterministic: the same catalogue always produces byte-identical files.
 * Usage: node db/scripts/generate-demo-images.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoRecipes } from '../src/demo/index.ts';
import { render } from './demo-images/render.ts';
import { sceneFor } from './demo-images/scenes.ts';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'demo-images');
mkdirSync(outDir, { recursive: true });

let total = 0;
for (const recipe of demoRecipes) {
  const svg = render(recipe.slug, sceneFor(recipe));
  writeFileSync(join(outDir, recipe.image), svg);
  total += svg.length;
}
console.log(`Wrote ${demoRecipes.length} images to ${outDir} (${Math.round(total / 1024)} KB)`);
