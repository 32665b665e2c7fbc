import { stat } from 'node:fs/promises';
import { z } from 'zod';
import { runBounded } from './bounded-process.ts';
import { LOCAL_INPUT, PROBE_BOUNDS, VIDEO_LIMITS } from './video-limits.ts';
import type { VideoTools } from './video-tools.ts';

/** What a probe says of a video file, enough to accept or refuse it and to describe the stored form. */
export interface VideoProbe {
  durationSeconds: number;
  width: number;
  height: number;
  videoCodec: string;
  /** Null when the file has no sound. */
  audioCodec: string | null;
  sizeBytes: number;
}

/** A video the importer will not store; the message says why, for the admin. */
export class VideoRefusedError extends Error {}

const stream = z.object({
  codec_type: z.string().optional(),
  codec_name: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  duration: z.coerce.number().optional(),
  disposition: z.object({ attached_pic: z.number().optional() }).optional(),
});
const probeOutput = z.object({
  streams: z.array(stream).default([]),
  format: z.object({ duration: z.coerce.number().optional(), format_name: z.string().optional() }).optional(),
});

const minutes = (seconds: number) => `${Math.round(seconds / 6) / 10} min`;

/**
 * Probes a local file with ffprobe (bounded, local input only) and refuses, with the reason,
 * what is not a video, has no picture, runs over the length limit or has absurd dimensions.
 */
export async function probeVideo(tools: VideoTools, path: string): Promise<VideoProbe> {
  const { size } = await stat(path);
  if (size > VIDEO_LIMITS.maxDownloadBytes)
    throw new VideoRefusedError(
      `The video is larger than ${Math.round(VIDEO_LIMITS.maxDownloadBytes / 1024 / 1024)} MB`,
    );
  const args = [...LOCAL_INPUT, '-v', 'error', '-print_format', 'json', '-show_format', '-show_streams'];
  const result = await runBounded(tools.ffprobe, [...args, '-i', `file:${path}`], PROBE_BOUNDS);
  const parsed = result.code === 0 ? probeOutput.safeParse(safeJson(result.stdout)) : undefined;
  if (!parsed?.success) throw new VideoRefusedError('The file is not a video that can be read');
  const { streams, format } = parsed.data;
  const picture = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  if (!picture?.width || !picture.height || !picture.codec_name)
    throw new VideoRefusedError('The file has no video stream');
  const { width, height } = picture;
  if (
    width > VIDEO_LIMITS.maxSide ||
    height > VIDEO_LIMITS.maxSide ||
    width * height > VIDEO_LIMITS.maxPixels
  )
    throw new VideoRefusedError(`The video's frames (${width}×${height}) are larger than a video may be`);
  // A container may state no duration, or a short one its streams contradict: the longest counts.
  const durationSeconds = Math.max(format?.duration ?? 0, ...streams.map((s) => s.duration ?? 0));
  if (!(durationSeconds > 0)) throw new VideoRefusedError('The video states no length');
  if (durationSeconds > VIDEO_LIMITS.maxDurationSeconds)
    throw new VideoRefusedError(
      `The video is ${minutes(durationSeconds)} long; at most ${minutes(VIDEO_LIMITS.maxDurationSeconds)} is imported`,
    );
  const audio = streams.find((s) => s.codec_type === 'audio');
  return {
    durationSeconds,
    width,
    height,
    videoCodec: picture.codec_name,
    audioCodec: audio?.codec_name ?? null,
    sizeBytes: size,
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
