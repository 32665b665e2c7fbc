import { slugify } from '@viral/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from './create-db.ts';
import { demoRecipes, demoTags } from './demo/index.ts';
import { DEMO_IMAGE_BASE_URL } from './demo-assets.ts';
import { appSettings, recipeStats, recipes, recipeTags, tags } from './schema/index.ts';

const SEED_MARKER = 'demo_catalogue';
const HOUR_MS = 3_600_000;

export interface SeedResult {
  seeded: boolean;
  recipes: number;
  tags: number;
}

export interface SeedOptions {
  now?: Date;
  /** Where the bff serves the demo images. */
  imageBaseUrl?: string;
}

/**
 * Seeds the demo catalogue once per database: only on first start and only when no recipe
 * exists, so an admin's purge is not undone by the next restart.
 */
export async function seedDemoCatalogue(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const imageBaseUrl = options.imageBaseUrl ?? DEMO_IMAGE_BASE_URL;
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(appSettings)
      .values({ key: SEED_MARKER, value: { seeded_at: now.toISOString() } })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return { seeded: false, recipes: 0, tags: 0 };
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(recipes);
    if ((existing?.count ?? 0) > 0) return { seeded: false, recipes: 0, tags: 0 };

    await tx
      .insert(tags)
      .values(demoTags.map((tag) => ({ ...tag, slug: slugify(tag.name), created_at: now })))
      .onConflictDoNothing();
    const tagRows = await tx
      .select({ id: tags.id, name: tags.name })
      .from(tags)
      .where(
        inArray(
          tags.name,
          demoTags.map((tag) => tag.name),
        ),
      );
    const tagIdByName = new Map(tagRows.map((row) => [row.name, row.id]));

    const inserted = await tx
      .insert(recipes)
      .values(
        demoRecipes.map(({ image, age_hours, stats: _stats, tags: tagNames, ...recipe }) => {
          const imageUrl = `${imageBaseUrl}${image}`;
          return {
            ...recipe,
            image_url: imageUrl,
            image_urls: [imageUrl],
            tag_names: tagNames.join(' '),
            created_at: new Date(now.getTime() - age_hours * HOUR_MS),
          };
        }),
      )
      .onConflictDoNothing({ target: recipes.slug })
      .returning({ id: recipes.id, slug: recipes.slug });
    const demoBySlug = new Map(demoRecipes.map((recipe) => [recipe.slug, recipe]));

    const links = inserted.flatMap(({ id, slug }) =>
      (demoBySlug.get(slug)?.tags ?? []).flatMap((name) => {
        const tagId = tagIdByName.get(name);
        return tagId ? [{ recipe_id: id, tag_id: tagId }] : [];
      }),
    );
    if (links.length > 0) await tx.insert(recipeTags).values(links).onConflictDoNothing();
    if (inserted.length > 0) {
      await tx
        .insert(recipeStats)
        .values(
          inserted.map(({ id, slug }) => {
            const demo = demoBySlug.get(slug);
            const createdAt = now.getTime() - (demo?.age_hours ?? 0) * HOUR_MS;
            return { recipe_id: id, ...demo?.stats, created_epoch: createdAt / 1000 };
          }),
        )
        .onConflictDoNothing();
    }
    return { seeded: true, recipes: inserted.length, tags: tagRows.length };
  });
}
