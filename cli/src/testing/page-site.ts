// A local site of recipe pages for the import tests: /recipe/<name> is a JSON-LD recipe,
// /not-a-recipe is a plain article, /missing answers 404, /slow/<name> waits before answering.
import { articlePage, ldPage, startRecipeSite } from '@viral/bff/testing/doubles';

export interface PageSite {
  origin: string;
  host: string;
  stop(): Promise<void>;
}

const recipePage = (name: string) =>
  ldPage(
    {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name,
      recipeIngredient: ['1 cup rice', '2 cups water'],
      recipeInstructions: ['Rinse the rice.', 'Cook it.'],
    },
    name,
  );

export async function startPageSite(): Promise<PageSite> {
  const site = await startRecipeSite(({ path }) => {
    const slow = path.match(/^\/slow\/(.+)$/);
    if (slow) return { body: recipePage(slow[1] ?? 'Slow'), delayMs: 1500 };
    if (path.startsWith('/recipe/')) return recipePage(path.slice('/recipe/'.length));
    if (path === '/not-a-recipe') return articlePage('Opening hours changed.');
    return undefined;
  });
  return { origin: site.origin, host: site.host, stop: () => site.close() };
}
