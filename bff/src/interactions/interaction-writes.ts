import { type Database, schema, selectRows } from '@viral/db';
import { and, eq, sql } from 'drizzle-orm';
import { type Visitor, visitorKey } from './visitor.ts';

const { recipeInteractions, recipeStats } = schema;

/** The counters a visitor moves at most once per recipe per hour, each with its table of marks. */
type HourlyCounter =
  | { counter: 'views'; marks: 'recipe_views' }
  | { counter: 'shares'; marks: 'recipe_shares' };

/** A counted view also goes into its clock hour's count, which Popular sums over the last 24 hours. */
const addToViewHour = (recipeId: string) => sql`, view_hour as (
          insert into recipe_view_hours (recipe_id, hour, views)
          select ${recipeId}::uuid, date_trunc('hour', now(), 'UTC'), 1 where exists (select 1 from bump)
          on conflict (recipe_id, hour) do update set views = recipe_view_hours.views + 1
        )`;

/**
 * Adds one to the counter unless this visitor's last counted mark for the recipe is under an hour
 * old. One statement, so concurrent requests of one visitor count once.
 */
async function countOncePerHour(db: Database, recipeId: string, visitor: Visitor, which: HourlyCounter) {
  const marks = sql.raw(which.marks);
  const counter = sql.raw(which.counter);
  const hourly = which.counter === 'views' ? addToViewHour(recipeId) : sql``;
  const [row] = await selectRows<{ counted: boolean; total: number }>(
    db,
    sql`with mark as (
          insert into ${marks} (recipe_id, visitor_key, last_counted_at)
          values (${recipeId}, ${visitorKey(visitor)}, now())
          on conflict (recipe_id, visitor_key) do update set last_counted_at = now()
            where ${marks}.last_counted_at <= now() - interval '1 hour'
          returning 1
        ), bump as (
          update recipe_stats set ${counter} = ${counter} + 1, updated_at = now()
          where recipe_id = ${recipeId} and exists (select 1 from mark)
          returning ${counter} as total
        )${hourly}
        select exists (select 1 from mark) as counted,
               coalesce((select total from bump), (select ${counter} from recipe_stats where recipe_id = ${recipeId}), 0) as total`,
  );
  return { counted: Boolean(row?.counted), total: Number(row?.total ?? 0) };
}

/** Counts a view once per visitor per recipe per hour. */
export async function recordView(db: Database, recipeId: string, visitor: Visitor) {
  const { counted, total } = await countOncePerHour(db, recipeId, visitor, {
    counter: 'views',
    marks: 'recipe_views',
  });
  return { counted, views: total };
}

type Kept = 'like' | 'save';
const COUNTERS = { like: 'likes', save: 'saves' } as const;

/**
 * Adds or removes this visitor's like or save; the recipe's counter moves only when the row really
 * appears or goes, so a double click or two tabs cannot count twice.
 */
async function toggleKept(db: Database, recipeId: string, visitor: Visitor, kind: Kept) {
  const name = COUNTERS[kind];
  const counter = recipeStats[name];
  return db.transaction(async (tx) => {
    const mine = and(
      eq(recipeInteractions.recipe_id, recipeId),
      eq(recipeInteractions.interaction_type, kind),
      eq(recipeInteractions.visitor_key, visitorKey(visitor)),
    );
    const removed = await tx.delete(recipeInteractions).where(mine).returning({ id: recipeInteractions.id });
    if (removed.length > 0) {
      const [stats] = await tx
        .update(recipeStats)
        .set({ [name]: sql`greatest(${counter} - 1, 0)`, updated_at: new Date() })
        .where(eq(recipeStats.recipe_id, recipeId))
        .returning({ count: counter });
      return { active: false, count: stats?.count ?? 0 };
    }
    const added = await tx
      .insert(recipeInteractions)
      .values({
        recipe_id: recipeId,
        interaction_type: kind,
        user_id: visitor.userId,
        session_id: visitor.sessionId,
      })
      .onConflictDoNothing()
      .returning({ id: recipeInteractions.id });
    const [stats] =
      added.length > 0
        ? await tx
            .update(recipeStats)
            .set({ [name]: sql`${counter} + 1`, updated_at: new Date() })
            .where(eq(recipeStats.recipe_id, recipeId))
            .returning({ count: counter })
        : await tx.select({ count: counter }).from(recipeStats).where(eq(recipeStats.recipe_id, recipeId));
    return { active: true, count: stats?.count ?? 0 };
  });
}

/** Likes or unlikes for this visitor. */
export async function toggleLike(db: Database, recipeId: string, visitor: Visitor) {
  const { active, count } = await toggleKept(db, recipeId, visitor, 'like');
  return { liked: active, likes: count };
}

/** Saves the recipe for later, or takes it off this visitor's saved list. */
export async function toggleSave(db: Database, recipeId: string, visitor: Visitor) {
  const { active, count } = await toggleKept(db, recipeId, visitor, 'save');
  return { saved: active, saves: count };
}

/** Counts a share once per visitor per recipe per hour, as views: sharing again and again from one browser must not inflate the counter. */
export async function recordShare(db: Database, recipeId: string, visitor: Visitor) {
  const { total } = await countOncePerHour(db, recipeId, visitor, {
    counter: 'shares',
    marks: 'recipe_shares',
  });
  return { shares: total };
}

export async function visitorInteractions(db: Database, recipeId: string, visitor: Visitor) {
  const rows = await db
    .select({ type: recipeInteractions.interaction_type })
    .from(recipeInteractions)
    .where(
      and(
        eq(recipeInteractions.recipe_id, recipeId),
        eq(recipeInteractions.visitor_key, visitorKey(visitor)),
      ),
    );
  const types = new Set(rows.map((row) => row.type));
  return { isLiked: types.has('like'), isSaved: types.has('save') };
}
