import type { Ingredient } from '@viral/domain';
import pluralize from 'pluralize';

/**
 * Words that describe how an ingredient is bought or cut rather than what it is: 'fresh basil' is
 * found by 'basil' alone, and 'chopped' in a step never points at 'chopped parsley'.
 */
const DESCRIPTIVE = new Set(
  (
    'a an and or of the to for with in into on as such about some taste optional plus divided ' +
    'fresh dried dry large small medium big whole ground chopped minced sliced diced grated crushed ' +
    'shredded peeled halved cubed melted softened boneless skinless extra virgin plain raw ripe ' +
    'frozen cold warm hot room temperature finely roughly thinly freshly unsalted salted packed ' +
    'light good quality organic cup cups tablespoon teaspoon tbsp tsp piece pieces'
  ).split(' '),
);

/** A text's words, lower case and singular ('Tomatoes,' → 'tomato'). */
function words(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}+/gu) ?? []).map((word) => pluralize.singular(word));
}

/** Where `phrase` occurs in `text` as consecutive words. */
function occurrences(text: string[], phrase: string[]): number[] {
  const found: number[] = [];
  for (let start = 0; start + phrase.length <= text.length; start++) {
    if (phrase.every((word, offset) => text[start + offset] === word)) found.push(start);
  }
  return found;
}

/**
 * The indexes of the ingredients a step names, in the recipe's order. A whole name counts first and
 * claims its words ('olive oil' in the step is olive oil, not also the sesame oil); then any
 * telling word of a name not yet found ('Tip the tomatoes' finds 'cherry tomatoes', 'the chilli'
 * finds 'chilli flakes').
 */
export function stepIngredients(step: string, ingredients: Pick<Ingredient, 'name'>[]): number[] {
  const text = words(step);
  const claimed = new Set<number>();
  const named = new Set<number>();
  const names = ingredients.map((ingredient, index) => ({
    index,
    words: words(ingredient.name.replace(/\(.*?\)/g, ' ')),
  }));

  for (const name of [...names].sort((a, b) => b.words.length - a.words.length)) {
    if (name.words.length === 0) continue;
    for (const start of occurrences(text, name.words)) {
      named.add(name.index);
      for (let offset = 0; offset < name.words.length; offset++) claimed.add(start + offset);
    }
  }

  for (const name of names) {
    if (named.has(name.index)) continue;
    const telling = name.words.filter((word) => word.length > 2 && !DESCRIPTIVE.has(word));
    if (text.some((word, position) => !claimed.has(position) && telling.includes(word)))
      named.add(name.index);
  }
  return [...named].sort((a, b) => a - b);
}
