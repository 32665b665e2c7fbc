import { join } from 'node:path';
import { runBounded } from './bounded-process.ts';
import { probeVideo, type VideoProbe, VideoRefusedError } from './probe-video.ts';
import { LOCAL_INPUT, TRANSCODE_BOUNDS, VIDEO_LIMITS } from './video-limits.ts';
import type { VideoTools } from './video-tools.ts';

/** A video in its stored form: an MP4 to serve, a poster frame for the photo pipeline, what they are. */
export interface TranscodedVideo {
  videoPath: string;
  posterPath: string;
  /** The stored MP4's own probe: its length, size and dimensions. */
  probe: VideoProbe;
  /** The transcoder's peak resident memory (for the benchmark). */
  peakRssBytes: number;
}

const { maxShortSide: side, maxFps, videoMaxRateKbps, audioKbps, maxDurationSeconds } = VIDEO_LIMITS;
// The short side down to 720 at most (never up), the long one in proportion, both even for 4:2:0.
const SCALE =
  `scale=w='if(gte(iw,ih),-2,trunc(min(${side},iw)/2)*2)'` +
  `:h='if(gte(iw,ih),trunc(min(${side},ih)/2)*2,-2)',setsar=1`;

/** The last line ffmpeg wrote to stderr: why it failed. */
export const reasonOf = (stderr: string) =>
  stderr.trim().split('\n').at(-1)?.slice(0, 200) ?? 'unknown error';

/** The stored form's video stream: H.264 (x264 veryfast, CRF 26, capped rate), 4:2:0, two encoder threads. */
export const STORED_FORM_VIDEO = [
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-crf',
  '26',
  '-maxrate',
  `${videoMaxRateKbps}k`,
  '-bufsize',
  `${videoMaxRateKbps * 2}k`,
  '-pix_fmt',
  'yuv420p',
  '-threads',
  '2',
];

/** The stored form's file: an MP4 with its index first, without the source's metadata. */
export const storedFormFile = (videoPath: string) => [
  '-movflags',
  '+faststart',
  '-map_metadata',
  '-1',
  '-f',
  'mp4',
  '-y',
  `file:${videoPath}`,
];

/**
 * Transcodes a probed local file to H.264/AAC MP4 with its index first (+faststart), at most 720 px
 * on the short side and 30 frames a second, its bit rate capped so a minute stays under 12 MB;
 * then takes a poster frame from the result. Both ffmpeg runs are bounded child processes that
 * read one local file; the output is cut at the length limit whatever the input's header claimed.
 */
export async function transcodeVideo(
  tools: VideoTools,
  inputPath: string,
  outDir: string,
): Promise<TranscodedVideo> {
  const videoPath = join(outDir, 'video.mp4');
  const posterPath = join(outDir, 'poster.jpg');
  const encode = await runBounded(
    tools.ffmpeg,
    [
      '-nostdin',
      ...LOCAL_INPUT,
      '-hide_banner',
      '-v',
      'error',
      // Two decoder threads and two encoder threads whatever the host's cores: memory stays bounded.
      '-threads',
      '2',
      '-i',
      `file:${inputPath}`,
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      '-t',
      String(maxDurationSeconds),
      '-vf',
      SCALE,
      '-fpsmax',
      String(maxFps),
      ...STORED_FORM_VIDEO,
      '-c:a',
      'aac',
      '-b:a',
      `${audioKbps}k`,
      '-ac',
      '2',
      ...storedFormFile(videoPath),
    ],
    TRANSCODE_BOUNDS,
  );
  if (encode.code !== 0)
    throw new VideoRefusedError(`The video could not be transcoded (${reasonOf(encode.stderr)})`);
  const probe = await probeVideo(tools, videoPath);
  const posterRssBytes = await takePosterFrame(tools, videoPath, probe, posterPath);
  return { videoPath, posterPath, probe, peakRssBytes: Math.max(encode.peakRssBytes, posterRssBytes) };
}

/** Writes a JPEG frame of a stored-form MP4 to `posterPath`; the run's peak resident memory. */
export async function takePosterFrame(
  tools: VideoTools,
  videoPath: string,
  probe: VideoProbe,
  posterPath: string,
): Promise<number> {
  // A frame a little way in: the first is often black or a title card.
  const at = Math.min(1, probe.durationSeconds / 2).toFixed(2);
  const poster = await runBounded(
    tools.ffmpeg,
    [
      '-nostdin',
      ...LOCAL_INPUT,
      '-hide_banner',
      '-v',
      'error',
      '-ss',
      at,
      '-i',
      `file:${videoPath}`,
      '-frames:v',
      '1',
      '-q:v',
      '3',
      '-f',
      'image2',
      '-y',
      `file:${posterPath}`,
    ],
    TRANSCODE_BOUNDS,
  );
  if (poster.code !== 0)
    throw new VideoRefusedError(`No poster frame could be taken (${reasonOf(poster.stderr)})`);
  return poster.peakRssBytes;
}
