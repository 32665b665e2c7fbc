import { type Database, schema, selectRows } from '@viral/db';
import { and, gt, isNull, ne, or, type SQL, sql } from 'drizzle-orm';

const { recipes } = schema;

/** After this many failed tries the background pass gives up on an address (a backfill still tries it). */
export const MAX_PHOTO_ATTEMPTS = 8;

/** Recipes whose image_url is a web address with no photo stored from it. */
export const needsPhoto: SQL = and(
  sql`${recipes.image_url} ~* '^https?://'`,
  or(isNull(recipes.stored_image), ne(sql`${recipes.stored_image}->>'source_url'`, recipes.image_url)),
) as SQL;

/**
 * Claims the recipe whose photo is most overdue for a try, if any: tries back off 2, 4, 8, …
 * minutes (at most a day) after each failure, and a fresh import's own try gets a minute first.
 * The claim is the try's time, so other replicas pass over it (SKIP LOCKED while it is taken).
 */
export async function claimPhotoToRetry(db: Database): Promise<string | null> {
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`update ${recipes} set image_attempted_at = now()
      where id = (
        select id from ${recipes}
        where ${needsPhoto} and image_attempts < ${MAX_PHOTO_ATTEMPTS}
          and (image_attempted_at is null
            or image_attempted_at < now() - make_interval(mins => least(power(2, image_attempts)::int, 1440)))
        order by image_attempted_at nulls first, id
        limit 1
        for update skip locked)
      returning id`,
  );
  return row?.id ?? null;
}

/** A page of the recipes a backfill stores, in id order after `after`. */
export async function photosToBackfill(db: Database, after: string | null, limit: number) {
  return db
    .select({ id: recipes.id, title: recipes.title })
    .from(recipes)
    .where(and(needsPhoto, after ? gt(recipes.id, after) : undefined))
    .orderBy(recipes.id)
    .limit(limit);
}

export const countPhotosToStore = (db: Database) => db.$count(recipes, needsPhoto);
export const countStoredPhotos = (db: Database) =>
  db.$count(
    recipes,
    and(
      sql`${recipes.stored_image} is not null`,
      sql`${recipes.stored_image}->>'source_url' = ${recipes.image_url}`,
    ),
  );
