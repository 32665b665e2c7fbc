// Pages a recipe site serves: schema.org recipes as JSON-LD, and pages that hold no recipe.

/** A schema.org Recipe for a weeknight pasta, titled `name`; `extra` adds or replaces fields. */
export const recipeLd = (name: string, extra: Record<string, unknown> = {}) => ({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name,
  description: `${name}, made on a weeknight.`,
  recipeCategory: 'Dinner',
  recipeCuisine: 'Italian',
  keywords: 'pasta, weeknight',
  totalTime: 'PT25M',
  recipeYield: '4',
  recipeIngredient: ['400 g spaghetti', '4 cloves garlic, sliced', '1/2 cup olive oil', '1 tsp chili flakes'],
  recipeInstructions: ['Boil the spaghetti.', 'Sizzle the garlic in the oil.', 'Toss together and serve.'],
  ...extra,
});

/** An HTML page carrying `data` as JSON-LD, with `title` as its title and heading. */
export const ldPage = (data: unknown, title = 'Page') =>
  `<!doctype html><html><head><title>${title}</title><script type="application/ld+json">${JSON.stringify(data)}</script></head><body><h1>${title}</h1></body></html>`;

/** A page with one JSON-LD recipe. */
export const recipePage = (name: string, extra: Record<string, unknown> = {}) =>
  ldPage(recipeLd(name, extra), name);

/** An article with no recipe and no structured data. */
export const articlePage = (text = 'Ten tips for a tidy kitchen.') =>
  `<!doctype html><html><head><title>News</title></head><body><p>${text}</p></body></html>`;

/** A blog post with a recipe in its prose and no structured data: the AI model's case. */
export const blogPostPage = (
  title = 'Sunday Sauce',
) => `<!doctype html><html><head><title>${title}</title></head><body>
  <article><h1>${title}</h1>
    <p>Simmer 2 cans of tomatoes with 4 cloves of garlic and a glug of olive oil for three hours.</p>
    <p>Stir the sauce every twenty minutes and season at the end.</p></article></body></html>`;
