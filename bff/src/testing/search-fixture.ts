import { engagementScore, TRENDING_DECAY_SECONDS } from '@viral/domain';
import type { FixtureRecipe, FixtureTag } from './catalogue-fixture.ts';

export const fixtureTags: FixtureTag[] = [
  { name: 'Dinner', is_category: true },
  { name: 'Breakfast', is_category: true },
  { name: 'Spicy' },
  { name: 'Vegan' },
];

export const fixtureRecipes: FixtureRecipe[] = [
  {
    title: 'Crispy Chicken Tacos',
    difficulty: 'medium',
    total_time: 30,
    estimated_cost: 12,
    ingredients: ['Chicken Thighs', 'Tortillas'],
    tags: ['Dinner', 'Spicy'],
    views: 1000,
    likes: 100,
    age_hours: 48,
  },
  {
    title: 'Garlic Butter Noodles',
    difficulty: 'easy',
    total_time: 15,
    estimated_cost: 5,
    ingredients: ['Noodles', 'Garlic'],
    tags: ['Dinner'],
    views: 500,
    age_hours: 50,
  },
  {
    title: 'Fluffy Pancakes',
    difficulty: 'easy',
    total_time: 20,
    estimated_cost: 4,
    ingredients: ['Flour', 'Milk'],
    tags: ['Breakfast'],
    views: 2000,
    age_hours: 72,
  },
  {
    title: 'Vegan Chili',
    difficulty: 'hard',
    total_time: 90,
    estimated_cost: 15.5,
    ingredients: ['Black Beans', 'Tomatoes'],
    tags: ['Dinner', 'Spicy', 'Vegan'],
    views: 50,
    age_hours: 5,
  },
  {
    title: 'Overnight Oats',
    difficulty: 'easy',
    total_time: 5,
    estimated_cost: 3,
    ingredients: ['Oats', 'Milk'],
    tags: ['Breakfast', 'Vegan'],
    views: 10,
    age_hours: 400,
  },
  {
    title: 'Spicy Ramen',
    difficulty: 'medium',
    total_time: 25,
    estimated_cost: 8,
    ingredients: ['Noodles', 'Chili Oil'],
    tags: ['Dinner', 'Spicy'],
    views: 3000,
    likes: 300,
    age_hours: 100,
  },
];

/** The trending order worked out independently of the database: log10(engagement) + age in decay units. */
export function expectedTrendingOrder(now: Date, recipes = fixtureRecipes): string[] {
  const score = (r: FixtureRecipe) => {
    const engagement = engagementScore({
      views: r.views ?? 0,
      likes: r.likes ?? 0,
      shares: r.shares ?? 0,
      saves: r.saves ?? 0,
    });
    const createdSeconds = (now.getTime() - (r.age_hours ?? 0) * 3_600_000) / 1000;
    return Math.log10(Math.max(engagement, 1)) + createdSeconds / TRENDING_DECAY_SECONDS;
  };
  return [...recipes].sort((a, b) => score(b) - score(a)).map((r) => r.title);
}
