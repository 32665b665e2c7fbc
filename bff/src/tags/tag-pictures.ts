import { type Database, selectRows } from '@viral/db';
import { sql } from 'drizzle-orm';

/**
 * The recipe whose photo best stands for a tag, where the catalogue has one that fits (the demo
 * catalogue's, chosen by hand). It is used only while that recipe exists and carries the tag, so
 * a deployment with its own recipes never shows another catalogue's picture.
 */
const PREFERRED_RECIPE: Record<string, string> = {
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

/**
 * A tag's recipes looked at for a photo. Where few of a tag's recipes have one, looking at all of
 * them cost a recipe lookup each: the tag index took 2.2 s at 100,000 recipes without photos.
 */
export const PICTURE_CANDIDATES = 50;

/**
 * Each tag's picture, from its own recipes: the preferred recipe's photo when it carries the
 * tag, else the photo of one of its first `PICTURE_CANDIDATES` recipes; tags without such a photo
 * are left out (the page shows the tag's colour tile). A bounded number of index lookups per
 * tag, whatever the catalogue's size.
 */
export async function tagPictures(db: Database, tagIds: readonly string[]): Promise<Map<string, string>> {
  if (tagIds.length === 0) return new Map();
  const preferred = sql.join(
    Object.entries(PREFERRED_RECIPE).map(([tag, recipe]) => sql`(${tag}, ${recipe})`),
    sql`, `,
  );
  const rows = await selectRows<{ id: string; image_url: string | null }>(
    db,
    sql`
    select t.id, coalesce(
      (select r.image_url from recipe_tags rt join recipes r on r.id = rt.recipe_id
        where rt.tag_id = t.id and r.slug = p.recipe_slug and r.image_url is not null limit 1),
      (select r.image_url
        from (select recipe_id from recipe_tags where tag_id = t.id limit ${PICTURE_CANDIDATES}) rt
        join recipes r on r.id = rt.recipe_id
        where r.image_url is not null limit 1)
    ) as image_url
    from tags t left join (values ${preferred}) as p(tag_slug, recipe_slug) on p.tag_slug = t.slug
    where t.id in (${sql.join(
      tagIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return new Map(rows.flatMap((row) => (row.image_url ? [[row.id, row.image_url] as const] : [])));
}
