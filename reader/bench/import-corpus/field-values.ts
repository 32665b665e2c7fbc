import type { ExtractedRecipe } from '@viral/reader';
import type { CorpusExpectation, Field } from './compare.ts';

/** Our value and the expected one for a field, as printed by `--failures`. */
export function fieldValues(field: Field, recipe: ExtractedRecipe, expected: CorpusExpectation) {
  switch (field) {
    case 'title':
      return { ours: recipe.title, theirs: expected.title };
    case 'ingredients':
      return { ours: recipe.ingredients.map((i) => i.original ?? i.name), theirs: expected.ingredients };
    case 'instructions':
      return {
        ours: recipe.instructions.map((s) => (s.section ? `[${s.section}] ${s.description}` : s.description)),
        theirs: expected.instructions_list,
      };
    case 'total time':
      return { ours: recipe.total_time, theirs: expected.total_time };
    case 'servings':
      return { ours: recipe.servings, theirs: expected.yields };
    case 'image':
      return { ours: recipe.image_urls, theirs: expected.image };
  }
}
