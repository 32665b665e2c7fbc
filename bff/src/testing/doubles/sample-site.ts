// A small recipe site for trying imports offline: one page with structured data, one blog post the
// model reads, one page that is no recipe, and one that is gone.
import { articlePage, blogPostPage, recipePage } from './recipe-pages.ts';
import { type RecipeSite, startRecipeSite } from './recipe-site.ts';

export const SAMPLE_PAGES = {
  '/recipes/weeknight-aglio-e-olio': 'a recipe with structured data (read without the model)',
  '/blog/sunday-sauce': 'a blog post with a recipe in its prose (read by the local model)',
  '/news/opening-hours': 'a page that is no recipe (refused)',
  '/gone': 'a page that is gone (404)',
} as const;

export function startSampleSite(): Promise<RecipeSite> {
  return startRecipeSite({
    '/recipes/weeknight-aglio-e-olio': recipePage('Weeknight Aglio e Olio'),
    '/blog/sunday-sauce': blogPostPage('Sunday Sauce'),
    '/news/opening-hours': articlePage('Our opening hours change in December.'),
  });
}
