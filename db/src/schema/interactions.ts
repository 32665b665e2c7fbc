import { DIFFICULTIES } from '@viral/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { recipes } from './catalogue.ts';
import { trendingScoreSql } from './engagement-sql.ts';

export const recipeStats = pgTable(
  'recipe_stats',
  {
    recipe_id: uuid('recipe_id')
      .primaryKey()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    saves: integer('saves').notNull().default(0),
    /** The recipe's creation time in epoch seconds, copied here so the trending score can be generated. */
    created_epoch: doublePrecision('created_epoch').notNull().default(sql`extract(epoch from now())`),
    /**
     * Engagement plus recency that does not depend on "now" (log10 of the sitewide engagement
     * plus age in decay units), so it can be stored, indexed and paged through stably.
     */
    trending_score: doublePrecision('trending_score').notNull().generatedAlwaysAs(trendingScoreSql),
    /**
     * Copies of the recipe's search filters, kept by database triggers (migration 0007), so a
     * filtered search walks the trending index alone instead of visiting each recipe it passes.
     */
    difficulty: text('difficulty', { enum: DIFFICULTIES }),
    total_time: integer('total_time'),
    estimated_cost: numeric('estimated_cost', { precision: 10, scale: 2, mode: 'number' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Plain DESC (nulls first) so it serves `order by trending_score desc`; the filter copies ride
    // along so a filtered search checks them in the index.
    index('recipe_stats_trending_filters_idx').on(
      t.trending_score.desc().nullsFirst(),
      t.recipe_id,
      t.difficulty,
      t.total_time,
      t.estimated_cost,
    ),
    // A filtered search ranks its matching ids by trending score without visiting the stats rows.
    index('recipe_stats_recipe_trending_idx').on(t.recipe_id, t.trending_score),
    check(
      'recipe_stats_nonnegative',
      sql`${t.views} >= 0 and ${t.likes} >= 0 and ${t.shares} >= 0 and ${t.saves} >= 0`,
    ),
  ],
);

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
    // A visitor's saved list, latest first.
    index('recipe_interactions_by_visitor').on(t.visitor_key, t.interaction_type, t.created_at.desc()),
    check('recipe_interactions_has_visitor', sql`${t.user_id} is not null or ${t.session_id} is not null`),
  ],
);

/** When each visitor's view or share of a recipe last counted: either counts once per visitor per recipe per hour. */
function visitorMarks<Name extends string>(name: Name) {
  return pgTable(
    name,
    {
      recipe_id: uuid('recipe_id')
        .notNull()
        .references(() => recipes.id, { onDelete: 'cascade' }),
      visitor_key: text('visitor_key').notNull(),
      last_counted_at: timestamp('last_counted_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.recipe_id, t.visitor_key] }),
      index(`${name}_last_counted_idx`).on(t.last_counted_at),
    ],
  );
}

export const recipeViews = visitorMarks('recipe_views');
export const recipeShares = visitorMarks('recipe_shares');

/**
 * Counted views per recipe per clock hour (the hour's start), added in the statement that counts a
 * view, so the home page's Popular list sums a 24-hour window from a few index rows instead of
 * reading every view. Hours past the window are pruned.
 */
export const recipeViewHours = pgTable(
  'recipe_view_hours',
  {
    recipe_id: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    views: integer('views').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.recipe_id, t.hour] }),
    index('recipe_view_hours_hour_idx').on(t.hour),
    check('recipe_view_hours_views_positive', sql`${t.views} > 0`),
  ],
);
