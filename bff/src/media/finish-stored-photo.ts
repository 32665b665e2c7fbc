import type { Logger } from '../logger.ts';
import type { MediaStore } from './media-store.ts';
import { PhotoRefusedError } from './photo-worker/photo-pool.ts';
import { processLaterVariants } from './process-image.ts';

/**
 * Makes what an import left out (the larger widths, AVIF and JPEG) of the oldest unfinished stored
 * photo, in the background lane. A photo the lane refuses (too slow at the lowest priority, say)
 * keeps what its first view made, and is shown so. False when no photo was waiting.
 */
export async function finishStoredPhoto(media: MediaStore, logger: Logger): Promise<boolean> {
  const unfinished = await media.claimUnfinished();
  if (!unfinished) return false;
  try {
    const { widths, variants } = await processLaterVariants(unfinished.source, unfinished.stored);
    await media.finish(unfinished.hash, widths, variants);
  } catch (error) {
    if (!(error instanceof PhotoRefusedError)) throw error;
    logger.warn({ hash: unfinished.hash, reason: error.message }, 'stored photo kept as its first view');
    await media.finish(unfinished.hash, null, []);
  }
  return true;
}
