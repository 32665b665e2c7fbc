import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { recipes } from './catalogue.ts';

export const recipeStats = pgTable('recipe_stats', {
  recipe_id: uuid('recipe_id')
    .primaryKey()
    .references(() => recipes.id, { onDelete: 'cascade' }),
  views: integer('views').notNull().default(0),
  likes: integer('likes').notNull().default(0),
  shares: integer('shares').notNull().default(0),
  saves: integer('saves').notNull().default(0),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A like or save, unique per recipe, kind and visitor (a signed-in user or an anonymous session). */
export const recipeInteractions = pgTable(
  'recipe_interactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipe_id: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    interaction_type: text('interaction_type', { enum: ['like', 'save'] }).notNull(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    session_id: text('session_id'),
    visitor_key: text('visitor_key')
      .notNull()
      .generatedAlwaysAs(sql`coalesce('user:' || "user_id"::text, 'session:' || "session_id")`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recipe_interactions_visitor_key').on(t.recipe_id, t.interaction_type, t.visitor_key),
    check('recipe_interactions_has_visitor', sql`${t.user_id} is not null or ${t.session_id} is not null`),
  ],
);

/** When a visitor's view of a recipe last counted: a view counts once per visitor per recipe per hour. */
export const recipeViews = pgTable(
  'recipe_views',
  {
    recipe_id: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    visitor_key: text('visitor_key').notNull(),
    last_counted_at: timestamp('last_counted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.recipe_id, t.visitor_key] }),
    index('recipe_views_last_counted_idx').on(t.last_counted_at),
  ],
);
