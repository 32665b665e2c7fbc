import { type Database, schema, selectRows } from '@viral/db';
import { and, eq, sql } from 'drizzle-orm';
import { type Visitor, visitorKey } from './visitor.ts';

const { recipeInteractions, recipeStats } = schema;

/** The counters a visitor moves at most once per recipe per hour, each with its table of marks. */
type HourlyCounter =
  | { counter: 'views'; marks: 'recipe_views' }
  | { counter: 'shares'; marks: 'recipe_shares' };

/**
 * Adds one to the counter unless this visitor's last counted mark for the recipe is under an hour
 * old. One statement, so concurrent requests of one visitor count once.
 */
async function countOncePerHour(db: Database, recipeId: string, visitor: Visitor, which: HourlyCounter) {
  const marks = sql.raw(which.marks);
  const counter = sql.raw(which.counter);
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
        )
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

/** Likes or unlikes for this visitor; the counter moves only when a like row really appears or goes. */
export async function toggleLike(db: Database, recipeId: string, visitor: Visitor) {
  return db.transaction(async (tx) => {
    const mine = and(
      eq(recipeInteractions.recipe_id, recipeId),
      eq(recipeInteractions.interaction_type, 'like'),
      eq(recipeInteractions.visitor_key, visitorKey(visitor)),
    );
    const removed = await tx.delete(recipeInteractions).where(mine).returning({ id: recipeInteractions.id });
    if (removed.length > 0) {
      const [stats] = await tx
        .update(recipeStats)
        .set({ likes: sql`greatest(${recipeStats.likes} - 1, 0)`, updated_at: new Date() })
        .where(eq(recipeStats.recipe_id, recipeId))
        .returning({ likes: recipeStats.likes });
      return { liked: false, likes: stats?.likes ?? 0 };
    }
    const added = await tx
      .insert(recipeInteractions)
      .values({
        recipe_id: recipeId,
        interaction_type: 'like',
        user_id: visitor.userId,
        session_id: visitor.sessionId,
      })
      .onConflictDoNothing()
      .returning({ id: recipeInteractions.id });
    const [stats] =
      added.length > 0
        ? await tx
            .update(recipeStats)
            .set({ likes: sql`${recipeStats.likes} + 1`, updated_at: new Date() })
            .where(eq(recipeStats.recipe_id, recipeId))
            .returning({ likes: recipeStats.likes })
        : await tx
            .select({ likes: recipeStats.likes })
            .from(recipeStats)
            .where(eq(recipeStats.recipe_id, recipeId));
    return { liked: true, likes: stats?.likes ?? 0 };
  });
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
