import { randomUUID } from 'node:crypto';
import { adjectives, categoryNames, dishes, ingredients, tagStems } from './words.ts';

/** A small deterministic PRNG so every run generates the same catalogue. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 4_294_967_296;
  };
}

export interface GeneratedTag {
  id: string;
  name: string;
  slug: string;
  is_category: boolean;
}

/** 300 tags: the categories plus numbered variants of common hashtag stems. */
export function generateTags(count = 300): GeneratedTag[] {
  const names = [...categoryNames];
  for (let i = 0; names.length < count; i++)
    names.push(`${tagStems[i % tagStems.length]} ${Math.floor(i / tagStems.length) + 1}`);
  return names.map((name, i) => ({
    id: randomUUID(),
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    is_category: i < categoryNames.length,
  }));
}

export function* generateRecipes(count: number, tags: GeneratedTag[], seed = 42) {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const now = Date.now();
  for (let i = 0; i < count; i++) {
    const title = `${pick(adjectives)} ${pick(dishes)} ${i}`;
    const recipeTags = new Set<GeneratedTag>([pick(tags.slice(0, categoryNames.length))]);
    while (recipeTags.size < 6) recipeTags.add(tags[Math.floor(random() ** 2 * tags.length)] as GeneratedTag);
    const views = Math.floor(random() ** 3 * 200_000);
    const createdAt = new Date(now - Math.floor(random() * 365 * 86_400_000));
    yield {
      id: randomUUID(),
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      title,
      description: `A ${pick(adjectives).toLowerCase()} take on ${pick(dishes).toLowerCase()} with ${pick(ingredients).toLowerCase()}, ready fast.`,
      difficulty: pick(['easy', 'easy', 'medium', 'hard'] as const),
      prep_time: 5 + Math.floor(random() * 25),
      cook_time: Math.floor(random() * 60),
      total_time: 5 + Math.floor(random() * 120),
      servings: 1 + Math.floor(random() * 6),
      estimated_cost: Math.round(random() * 4000) / 100,
      ingredients: Array.from({ length: 6 }, () => ({ name: pick(ingredients), amount: '1', unit: 'cup' })),
      instructions: [1, 2, 3, 4].map((step) => ({ step, description: `Step ${step}: cook until done.` })),
      tags: [...recipeTags],
      created_at: createdAt,
      stats: {
        views,
        likes: Math.floor(views * random() * 0.1),
        shares: Math.floor(views * random() * 0.02),
        saves: Math.floor(views * random() * 0.03),
      },
    };
  }
}
