import type { ImportItem } from './import-jobs.ts';
import { type Recipe, type RecipeSummary, recipeSummarySchema, type Tag } from './recipe.ts';

/** A complete API recipe for component tests; override what the test is about. */
export function makeRecipe(overrides: Partial<Recipe> = {}): Recipe {
  return {
    id: 'r1',
    slug: 'garlic-butter-pasta',
    title: 'Garlic Butter Pasta',
    description: 'Silky pasta in ten minutes.',
    image_url: '/media/demo/garlic-butter-pasta.svg',
    image_urls: [],
    image: null,
    source_url: null,
    difficulty: 'easy',
    prep_time: 5,
    cook_time: 10,
    total_time: 15,
    servings: 2,
    estimated_cost: 6.5,
    required_appliances: [],
    ingredients: [
      { name: 'spaghetti', amount: '200', unit: 'g' },
      { name: 'garlic cloves', amount: '4', unit: null, notes: 'minced' },
    ],
    instructions: [
      { step: 1, description: 'Boil the pasta.' },
      { step: 2, description: 'Melt butter with the garlic and toss.' },
    ],
    nutrition_info: null,
    created_at: '2025-01-01T00:00:00.000Z',
    tags: [],
    recipe_stats: { views: 15_340, likes: 10, shares: 2, saves: 0 },
    ...overrides,
  };
}

/** A recipe as the API's lists send it (no tags or cooking), for list and card tests. */
export function makeRecipeSummary(overrides: Partial<Recipe> = {}): RecipeSummary {
  return recipeSummarySchema.parse(makeRecipe(overrides));
}

/** A tag as the API returns it. */
export function makeTag(name: string, isCategory = false): Tag {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id: `tag-${slug}`,
    name,
    slug,
    description: `All about ${name}`,
    color: '#f97316',
    is_category: isCategory,
    created_at: '2025-01-01T00:00:00.000Z',
  };
}

/** One item of an import job as the bff sends it, pending until the test says otherwise. */
export function makeImportItem(overrides: Partial<ImportItem> = {}): ImportItem {
  return {
    id: 'i1',
    position: 0,
    url: 'https://food.example/lasagna',
    status: 'pending',
    validation: null,
    error: null,
    categories: [],
    started_at: null,
    finished_at: null,
    recipe: null,
    video: null,
    ...overrides,
  };
}
