import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_IMAGE_BASE_URL, demoImagesDir } from '@viral/db';
import { type ProcessBounds, runBounded } from './bounded-process.ts';
import type { PreparedVideo, VideoPreparer } from './prepare-video.ts';
import { probeVideo, VideoRefusedError } from './probe-video.ts';
import { reasonOf, STORED_FORM_VIDEO, storedFormFile, takePosterFrame } from './transcode-video.ts';

/** A demo clip: a slow pan and zoom over one demo photo, in the stored form (H.264, at most 720 px high). */
export const DEMO_CLIP = { seconds: 6, fps: 30, width: 960, height: 720 } as const;

/** One clip costs about 3 s of CPU and little memory; these leave room for a busy machine. */
const DEMO_CLIP_BOUNDS: ProcessBounds = {
  timeoutMs: 5 * 60_000,
  maxAddressSpaceBytes: 2 * 1024 * 1024 * 1024,
  maxRssBytes: 512 * 1024 * 1024,
  maxCpuSeconds: 120,
};

/**
 * The local file a demo clip is made from, for a task whose address is a demo photo's
 * (`/media/demo/{name}.svg`, our own drawings in db/demo-images); null for any other address.
 */
export function demoClipSource(address: string): string | null {
  if (!address.startsWith(DEMO_IMAGE_BASE_URL)) return null;
  const name = address.slice(DEMO_IMAGE_BASE_URL.length);
  if (!/^[a-z0-9][a-z0-9-]*\.svg$/.test(name)) return null;
  const path = join(demoImagesDir, name);
  return existsSync(path) ? path : null;
}

function panAndZoom(name: string): string {
  const { seconds, fps, width, height } = DEMO_CLIP;
  const frames = seconds * fps;
  const progress = `on/${frames - 1}`;
  // Clips alternate their direction, so a feed of them does not repeat one move.
  const across = name.length % 2 === 0 ? progress : `(1-${progress})`;
  // Drawn at twice the output size first: zoompan moves in whole pixels, which judders when small.
  return [
    `scale=${width * 2}:${height * 2}:force_original_aspect_ratio=increase`,
    `crop=${width * 2}:${height * 2}`,
    `zoompan=z='1+0.25*${progress}':x='(iw-iw/zoom)*${across}':y='(ih-ih/zoom)/2':d=${frames}:s=${width}x${height}:fps=${fps}`,
    'format=yuv420p',
  ].join(',');
}

/**
 * Makes a demo recipe's clip from its photo with bounded ffmpeg (the SVG demuxer alone, one local
 * file), in the stored form of an imported video, with its poster frame: the sink stores it as it
 * stores an import's. A failure is a VideoRefusedError (an ffmpeg without librsvg cannot draw SVG).
 */
export async function prepareDemoClip(preparer: VideoPreparer, address: string): Promise<PreparedVideo> {
  const source = demoClipSource(address);
  if (!source) throw new VideoRefusedError(`${address} is not a demo photo`);
  const { tools } = preparer;
  return (await preparer.queue.add(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'viral-demo-clip-'));
    const discard = () => rm(dir, { recursive: true, force: true });
    try {
      const videoPath = join(dir, 'video.mp4');
      const posterPath = join(dir, 'poster.jpg');
      const { seconds, fps } = DEMO_CLIP;
      const encode = await runBounded(
        tools.ffmpeg,
        [
          '-nostdin',
          '-protocol_whitelist',
          'file',
          '-format_whitelist',
          'svg_pipe',
          '-hide_banner',
          '-v',
          'error',
          '-threads',
          '2',
          '-f',
          'svg_pipe',
          '-i',
          `file:${source}`,
          '-vf',
          panAndZoom(source.slice(source.lastIndexOf('/') + 1)),
          '-frames:v',
          String(seconds * fps),
          ...STORED_FORM_VIDEO,
          ...storedFormFile(videoPath),
        ],
        DEMO_CLIP_BOUNDS,
      );
      if (encode.code !== 0)
        throw new VideoRefusedError(`The demo clip could not be made (${reasonOf(encode.stderr)})`);
      const probe = await probeVideo(tools, videoPath);
      const posterRssBytes = await takePosterFrame(tools, videoPath, probe, posterPath);
      return {
        videoPath,
        posterPath,
        probe,
        source: probe,
        url: address,
        peakRssBytes: Math.max(encode.peakRssBytes, posterRssBytes),
        discard,
      };
    } catch (error) {
      await discard();
      throw error;
    }
  })) as PreparedVideo;
}
