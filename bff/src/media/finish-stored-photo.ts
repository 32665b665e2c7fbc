import type { Logger } from '../logger.ts';
import type { MediaStore } from './media-store.ts';
import { PhotoRefusedError } from './photo-worker/photo-pool.ts';
import { processLaterFormats } from './process-image.ts';

/**
 * Makes the formats an import left out (AVIF, JPEG) of the oldest unfinished stored photo, in the
 * background lane. A photo the lane refuses (too slow at the lowest priority, say) keeps the
 * formats it has; it is shown as it is. False when no photo was waiting.
 */
export async function finishStoredPhoto(media: MediaStore, logger: Logger): Promise<boolean> {
  const unfinished = await media.claimUnfinished();
  if (!unfinished) return false;
  try {
    await media.finish(unfinished.hash, await processLaterFormats(unfinished.source));
  } catch (error) {
    if (!(error instanceof PhotoRefusedError)) throw error;
    logger.warn({ hash: unfinished.hash, reason: error.message }, 'stored photo kept in its first formats');
    await media.finish(unfinished.hash, []);
  }
  return true;
}
