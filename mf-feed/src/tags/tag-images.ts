/**
 * Default tag images keyed by tag slug (spec 2: a fixed set keyed by slug, used before a sample image
 * from the tag's recipes). Ours are the demo catalogue's own illustrations, served with the site.
 */
const DEFAULTS: Record<string, string> = {
  breakfast: 'jiggly-japanese-souffle-pancakes',
  lunch: 'crispy-salmon-rice-bowl',
  dinner: 'marry-me-chicken',
  dessert: 'basque-burnt-cheesecake',
  snacks: 'chili-crisp-edamame',
  drinks: 'strawberry-matcha-latte',
  vegetarian: 'sheet-pan-gnocchi-with-roasted-veg',
  vegan: 'smashed-cucumber-salad',
  italian: 'baked-feta-pasta',
  asian: 'braised-pork-belly-ramen',
  mexican: 'slow-cooked-birria-tacos',
  'quick-meals': 'pesto-fried-eggs-on-toast',
  healthy: 'crispy-rice-salad',
  'air-fryer': 'air-fryer-buffalo-cauliflower',
  'one-pot': 'one-pan-shakshuka',
  'sheet-pan': 'sheet-pan-chicken-fajitas',
  'comfort-food': 'spicy-vodka-rigatoni',
  spicy: 'chili-oil-dumpling-soup',
  'meal-prep': 'korean-beef-meal-prep-bowls',
  chocolate: 'molten-chocolate-lava-cakes',
  cheesy: 'korean-cheese-corn-dogs',
  'no-bake': 'no-bake-classic-tiramisu',
};

/** The default image of a tag, else the sample image from its recipes, else none (a coloured tile). */
export function tagImageUrl(slug: string, sample?: string | null): string | null {
  const file = DEFAULTS[slug];
  return file ? `/media/demo/${file}.svg` : (sample ?? null);
}
