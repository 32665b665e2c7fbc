import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { type Database, schema } from '@viral/db';
import { and, eq } from 'drizzle-orm';
import type { Logger } from '../logger.ts';
import type { MediaStore } from './media-store.ts';
import type { ObjectStore } from './objects/object-store.ts';
import { PhotoRefusedError } from './photo-worker/photo-pool.ts';
import { storeImageBytes } from './store-recipe-photo.ts';
import type { VideoSink } from './video/video-worker.ts';
import { videoObjectKey } from './video-object-key.ts';

const { mediaVideos, videoTasks } = schema;

async function fileHash(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/**
 * The media store's side of video import: puts the MP4 under `videos/{recipe}/{sha256}.mp4`, gives
 * the poster frame to the photo pipeline (a refused poster leaves the video without one), then
 * indexes both in `media_videos`, replacing the recipe's earlier video (whose file the sweep
 * deletes). The file is put before its row, so a row always names a complete file; a recipe
 * deleted meanwhile fails the row's insert, a video removed or replaced meanwhile (its claim gone)
 * skips it, and the sweep deletes the file no row names.
 */
export function recipeVideoSink(
  db: Database,
  objects: ObjectStore,
  media: MediaStore,
  logger: Logger,
): VideoSink {
  return {
    async store(task, video) {
      const key = videoObjectKey(task.recipe_id, await fileHash(video.videoPath));
      await objects.put(key, createReadStream(video.videoPath), 'video/mp4');
      let posterHash: string | null = null;
      try {
        posterHash = (await storeImageBytes(new Uint8Array(await readFile(video.posterPath)), media)).hash;
      } catch (error) {
        if (!(error instanceof PhotoRefusedError)) throw error;
        logger.warn(
          { recipeId: task.recipe_id, reason: error.message },
          'recipe video stored without a poster',
        );
      }
      const { probe } = video;
      const stored = {
        key,
        duration_ms: Math.round(probe.durationSeconds * 1000),
        width: probe.width,
        height: probe.height,
        bytes: probe.sizeBytes,
        poster_hash: posterHash,
      };
      await db.transaction(async (tx) => {
        // Removed or replaced from the back-office meanwhile: the file stays unindexed, for the sweep.
        const [claim] = await tx
          .select({ id: videoTasks.id })
          .from(videoTasks)
          .where(
            and(
              eq(videoTasks.id, task.id),
              eq(videoTasks.claimed_by, task.claimed_by),
              eq(videoTasks.status, 'preparing'),
            ),
          )
          .for('update');
        if (!claim) return;
        await tx
          .insert(mediaVideos)
          .values({ recipe_id: task.recipe_id, ...stored })
          .onConflictDoUpdate({ target: mediaVideos.recipe_id, set: { ...stored, created_at: new Date() } });
      });
    },
  };
}
