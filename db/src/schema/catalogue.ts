import {
  DEFAULT_TAG_COLOR,
  DIFFICULTIES,
  type Ingredient,
  type Instruction,
  type Nutrition,
  type StoredImage,
} from '@viral/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const recipes = pgTable(
  'recipes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    image_url: text('image_url'),
    image_urls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    /** image_url's photo as stored in media_images (with the address it came from); null until stored. */
    stored_image: jsonb('stored_image').$type<StoredImage & { source_url: string }>(),
    /** Failed tries to store image_url's photo since it last changed; the background pass backs off on it. */
    image_attempts: integer('image_attempts').notNull().default(0),
    image_attempted_at: timestamp('image_attempted_at', { withTimezone: true }),
    /** Normalised (scheme, host case, trailing slash, tracking parameters) so a page imports once. */
    source_url: text('source_url'),
    difficulty: text('difficulty', { enum: DIFFICULTIES }),
    prep_time: integer('prep_time'),
    cook_time: integer('cook_time'),
    total_time: integer('total_time'),
    servings: integer('servings'),
    estimated_cost: numeric('estimated_cost', { precision: 10, scale: 2, mode: 'number' }),
    required_appliances: jsonb('required_appliances').$type<string[]>().notNull().default([]),
    ingredients: jsonb('ingredients').$type<Ingredient[]>().notNull().default([]),
    instructions: jsonb('instructions').$type<Instruction[]>().notNull().default([]),
    nutrition_info: jsonb('nutrition_info').$type<Nutrition>(),
    /** Space-separated tag names, kept in step with recipe_tags so search can rank on them. */
    tag_names: text('tag_names').notNull().default(''),
    search_vector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("tag_names", '')), 'B') || setweight(to_tsvector('english', coalesce("description", '')), 'C') || setweight(to_tsvector('english', jsonb_path_query_array("ingredients", '$[*].name')::text), 'C')`,
    ),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recipes_slug_key').on(t.slug),
    uniqueIndex('recipes_source_url_key').on(t.source_url),
    index('recipes_created_at_idx').on(t.created_at.desc().nullsFirst(), t.id),
    index('recipes_search_vector_idx').using('gin', t.search_vector),
    index('recipes_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('recipes_tag_names_trgm_idx').using('gin', sql`${t.tag_names} gin_trgm_ops`),
    // Lets the search filters run as index-only scans instead of visiting the wide recipe rows.
    index('recipes_search_filters_idx').on(t.difficulty, t.total_time, t.estimated_cost, t.id),
    // Feed ranking reads a candidate's difficulty, and a search walking the trending order checks
    // the filters of each recipe, from here: an index-only probe instead of a visit to the wide row.
    index('recipes_id_filters_idx').on(t.id, t.difficulty, t.total_time, t.estimated_cost),
    // The orphan check of the media trigger looks a hash up here.
    index('recipes_stored_image_hash_idx').on(sql`(${t.stored_image}->>'hash')`),
    check(
      'recipes_times_nonnegative',
      sql`coalesce(${t.prep_time}, 0) >= 0 and coalesce(${t.cook_time}, 0) >= 0 and coalesce(${t.total_time}, 0) >= 0`,
    ),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    color: text('color').notNull().default(DEFAULT_TAG_COLOR),
    is_category: boolean('is_category').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tags_slug_key').on(t.slug),
    uniqueIndex('tags_name_lower_key').on(sql`lower(${t.name})`),
    index('tags_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const recipeTags = pgTable(
  'recipe_tags',
  {
    recipe_id: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    tag_id: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.recipe_id, t.tag_id] }),
    // (tag, recipe) so a tag's recipes come from the index alone.
    index('recipe_tags_tag_recipe_idx').on(t.tag_id, t.recipe_id),
  ],
);

/**
 * How many recipes carry each tag: a row per tag, kept by triggers on tags and recipe_tags
 * (migration 0013). The tag index and tag pages read it instead of counting a common tag's links
 * on every view, a cost that grew with the catalogue (about 200 ms at 100,000 recipes).
 */
export const tagRecipeCounts = pgTable('tag_recipe_counts', {
  tag_id: uuid('tag_id')
    .primaryKey()
    .references(() => tags.id, { onDelete: 'cascade' }),
  recipe_count: integer('recipe_count').notNull().default(0),
});
