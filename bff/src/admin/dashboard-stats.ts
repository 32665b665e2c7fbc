import { type Database, selectRows } from '@viral/db';
import type { DashboardStats } from '@viral/domain';
import { sql } from 'drizzle-orm';

type Row = {
  total: number;
  avg_time: number | null;
  avg_cost: number | null;
  easy: number;
  medium: number;
  hard: number;
  with_video: number;
};

/** The dashboard's stats, computed in one SQL pass instead of fetching every recipe. */
export async function dashboardStats(db: Database): Promise<DashboardStats> {
  const [row] = await selectRows<Row>(
    db,
    sql`select count(*)::int as total,
      avg(total_time)::float8 as avg_time,
      avg(estimated_cost)::float8 as avg_cost,
      (count(*) filter (where difficulty = 'easy'))::int as easy,
      (count(*) filter (where difficulty = 'medium'))::int as medium,
      (count(*) filter (where difficulty = 'hard'))::int as hard,
      (select count(*) from media_videos)::int as with_video
    from recipes`,
  );
  return {
    total: Number(row?.total ?? 0),
    avgTime: Math.round(Number(row?.avg_time ?? 0)),
    avgCost: Math.round(Number(row?.avg_cost ?? 0) * 100) / 100,
    byDifficulty: {
      easy: Number(row?.easy ?? 0),
      medium: Number(row?.medium ?? 0),
      hard: Number(row?.hard ?? 0),
    },
    // media_videos holds one row per recipe, and only for a stored file.
    withVideo: Number(row?.with_video ?? 0),
  };
}
