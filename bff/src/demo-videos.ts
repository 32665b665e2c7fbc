import { type Database, DEMO_IMAGE_BASE_URL, schema } from '@viral/db';
import { desc, eq, like } from 'drizzle-orm';
import type { Logger } from './logger.ts';
import type { VideoTools } from './media/video/video-tools.ts';

const { recipes, recipeStats, videoTasks } = schema;

/** Demo recipes given a clip: the most trending, which a new visitor's feed shows first. */
export const DEMO_VIDEO_COUNT = 4;

/**
 * Right after the demo catalogue is seeded (once per database): queues clips of a few demo
 * recipes' photos as video tasks, so the video worker (this process's or another's) makes and
 * stores them in the background, as it stores an imported video; the site answers meanwhile.
 * Off with DEMO_VIDEOS=0, and without ffmpeg. One log line says which; the number queued.
 */
export async function queueDemoVideos(
  db: Database,
  settings: { enabled: boolean; tools: VideoTools | null },
  logger: Logger,
): Promise<number> {
  if (!settings.enabled) {
    logger.info('demo videos are off (DEMO_VIDEOS=0)');
    return 0;
  }
  if (!settings.tools) {
    logger.info('demo videos are off: ffmpeg was not found; the demo catalogue has photos only');
    return 0;
  }
  const picked = await db
    .select({ id: recipes.id, imageUrl: recipes.image_url })
    .from(recipes)
    .innerJoin(recipeStats, eq(recipeStats.recipe_id, recipes.id))
    .where(like(recipes.image_url, `${DEMO_IMAGE_BASE_URL}%`))
    .orderBy(desc(recipeStats.trending_score), recipes.id)
    .limit(DEMO_VIDEO_COUNT);
  const queued = picked.flatMap(({ id, imageUrl }) =>
    imageUrl ? [{ recipe_id: id, url: imageUrl, format: 'demo', status: 'pending' as const }] : [],
  );
  if (queued.length > 0)
    await db.insert(videoTasks).values(queued).onConflictDoNothing({ target: videoTasks.recipe_id });
  logger.info(
    { clips: queued.length },
    'demo videos queued: clips of demo photos are made in the background',
  );
  return queued.length;
}
