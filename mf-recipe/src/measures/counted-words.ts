import pluralize from 'pluralize';

// Kitchen words the library's English rules get wrong.
pluralize.addPluralRule(/chilli$/i, 'chillies');
pluralize.addSingularRule(/chillies$/i, 'chilli');
for (const word of ['molasses', 'garlic', 'swiss chard', 'bok choy', 'tofu', 'feta', 'parmesan'])
  pluralize.addUncountableRule(word);

/** Whether an amount counts as many: '1½ avocados', but '1 avocado' and '½ avocado'. */
export const isMany = (amount: number): boolean => amount > 1;

/**
 * A word in the number `amount` asks for, keeping any note after it: 'avocado' → 'avocados',
 * 'eggs (room temperature)' → 'egg (room temperature)' for one.
 */
export function countedWord(word: string, amount: number): string {
  const match = /^([^(,]*?)(\s*[(,].*)?$/s.exec(word);
  const head = match?.[1] ?? word;
  const rest = match?.[2] ?? '';
  if (!/\p{L}$/u.test(head)) return word;
  return (isMany(amount) ? pluralize.plural(head) : pluralize.singular(head)) + rest;
}
