import { type Database, schema } from '@viral/db';
import { slugify } from '@viral/domain';

const HOUR_MS = 3_600_000;

export interface FixtureRecipe {
  title: string;
  description?: string;
  difficulty?: 'easy' | 'medium' | 'hard';
  total_time?: number;
  estimated_cost?: number;
  ingredients?: string[];
  tags?: string[];
  age_hours?: number;
  views?: number;
  likes?: number;
  shares?: number;
  saves?: number;
}

export interface FixtureTag {
  name: string;
  is_category?: boolean;
}

/** Inserts tags and recipes the way the app stores them (tag links, tag_names, a stats row). */
export async function insertCatalogue(
  db: Database,
  tagList: FixtureTag[],
  recipeList: FixtureRecipe[],
  now = new Date(),
): Promise<{ recipeIds: Map<string, string>; tagIds: Map<string, string> }> {
  const tagRows = tagList.length
    ? await db
        .insert(schema.tags)
        .values(
          tagList.map((t) => ({ name: t.name, slug: slugify(t.name), is_category: t.is_category ?? false })),
        )
        .returning({ id: schema.tags.id, name: schema.tags.name })
    : [];
  const tagIds = new Map(tagRows.map((t) => [t.name, t.id]));
  const recipeIds = new Map<string, string>();
  for (const r of recipeList) {
    const createdAt = new Date(now.getTime() - (r.age_hours ?? 24 * 60) * HOUR_MS);
    const [row] = await db
      .insert(schema.recipes)
      .values({
        slug: slugify(r.title),
        title: r.title,
        description: r.description ?? null,
        difficulty: r.difficulty ?? null,
        total_time: r.total_time ?? null,
        estimated_cost: r.estimated_cost ?? null,
        ingredients: (r.ingredients ?? []).map((name) => ({ name })),
        instructions: [{ step: 1, description: 'Cook it.' }],
        tag_names: (r.tags ?? []).join(' '),
        created_at: createdAt,
      })
      .returning({ id: schema.recipes.id });
    if (!row) throw new Error(`could not insert ${r.title}`);
    recipeIds.set(r.title, row.id);
    const links = (r.tags ?? []).map((name) => ({ recipe_id: row.id, tag_id: tagIds.get(name) as string }));
    if (links.length) await db.insert(schema.recipeTags).values(links);
    await db.insert(schema.recipeStats).values({
      recipe_id: row.id,
      views: r.views ?? 0,
      likes: r.likes ?? 0,
      shares: r.shares ?? 0,
      saves: r.saves ?? 0,
      created_epoch: createdAt.getTime() / 1000,
    });
  }
  return { recipeIds, tagIds };
}
