import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PQueue from 'p-queue';
import { type FetchPolicy, fetchVideoToFile } from '../../import/fetch/guarded-fetch.ts';
import { probeVideo, type VideoProbe } from './probe-video.ts';
import { type TranscodedVideo, transcodeVideo } from './transcode-video.ts';
import { VIDEO_LIMITS } from './video-limits.ts';
import type { VideoTools } from './video-tools.ts';

/** A recipe's video ready to store; `discard()` removes its files once they are stored (or not). */
export interface PreparedVideo extends TranscodedVideo {
  /** The downloaded file's own probe. */
  source: VideoProbe;
  /** The address the file came from, after redirects. */
  url: string;
  discard(): Promise<void>;
}

/** What preparing a video needs: the system's ffmpeg, the import's fetch policy, how many run at once. */
export interface VideoPreparer {
  tools: VideoTools;
  policy: FetchPolicy;
  /** Videos prepared at once in this process (VIDEO_WORKERS); the rest wait their turn. */
  queue: PQueue;
  /** The download's caps: 200 MB and 60 s unless a test asks for less. */
  download: { maxBytes: number; timeoutMs: number };
}

export function createVideoPreparer(
  tools: VideoTools,
  policy: FetchPolicy,
  options: { workers?: number; download?: Partial<VideoPreparer['download']> } = {},
): VideoPreparer {
  return {
    tools,
    policy,
    queue: new PQueue({ concurrency: options.workers ?? 1 }),
    download: {
      maxBytes: VIDEO_LIMITS.maxDownloadBytes,
      timeoutMs: VIDEO_LIMITS.downloadTimeoutMs,
      ...options.download,
    },
  };
}

/**
 * Downloads a progressive video file through the guarded fetcher into a private temporary
 * directory (never handing its address to a decoder), probes it and transcodes it to the stored
 * form. Every refusal is an ImportError (the download) or a VideoRefusedError (the file), with a
 * reason; the temporary files are removed on refusal, and by `discard()` otherwise.
 */
export async function prepareVideo(preparer: VideoPreparer, address: string): Promise<PreparedVideo> {
  return (await preparer.queue.add(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'viral-video-'));
    const discard = () => rm(dir, { recursive: true, force: true });
    try {
      const input = join(dir, 'source');
      const fetched = await fetchVideoToFile(address, { ...preparer.policy, ...preparer.download }, input);
      const source = await probeVideo(preparer.tools, input);
      const transcoded = await transcodeVideo(preparer.tools, input, dir);
      await rm(input, { force: true });
      return { ...transcoded, source, url: fetched.url, discard };
    } catch (error) {
      await discard();
      throw error;
    }
  })) as PreparedVideo;
}
