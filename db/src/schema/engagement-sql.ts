import { SITEWIDE_ENGAGEMENT_WEIGHTS, TRENDING_DECAY_SECONDS } from '@viral/domain';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

export interface EngagementColumns {
  views: SQLWrapper;
  likes: SQLWrapper;
  shares: SQLWrapper;
  saves: SQLWrapper;
}

const weighted = (weight: number, column: SQLWrapper) =>
  weight === 1 ? sql`${column}` : sql`${sql.raw(String(weight))} * ${column}`;

/** The sitewide engagement of SITEWIDE_ENGAGEMENT_WEIGHTS over the given column expressions. */
export function engagementSql(columns: EngagementColumns): SQL {
  const w = SITEWIDE_ENGAGEMENT_WEIGHTS;
  return sql.join(
    [
      weighted(w.view, columns.views),
      weighted(w.like, columns.likes),
      weighted(w.share, columns.shares),
      weighted(w.save, columns.saves),
    ],
    sql` + `,
  );
}

/**
 * The stored trending score: log10 of the engagement plus age in decay units, so it does not depend
 * on "now" and can be indexed. Written with the columns' bare names, as a generated column needs.
 */
export const trendingScoreSql = sql`log(greatest(${engagementSql({
  views: sql.raw('"views"'),
  likes: sql.raw('"likes"'),
  shares: sql.raw('"shares"'),
  saves: sql.raw('"saves"'),
})}, 1)::double precision) + "created_epoch" / ${sql.raw(`${TRENDING_DECAY_SECONDS}.0`)}`;
