/** Every public screen a visitor lands on (the demo catalogue's slugs), measured by the page benchmarks. */
export const PUBLIC_SCREENS = [
  '/',
  '/search',
  '/search?q=pasta',
  '/categories',
  '/tag/italian',
  '/recipe/baked-feta-pasta',
  '/explore',
  '/category-explore/dessert',
];
