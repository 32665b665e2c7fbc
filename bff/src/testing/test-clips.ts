// Video clips made on the spot with the system's ffmpeg (testsrc2 and a tone), for tests and
// benchmarks: good ones of any size and length, and hostile ones built to be refused.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface ClipOptions {
  width: number;
  height: number;
  seconds: number;
  rate?: number;
  /** With a 440 Hz tone (the default), or silent. */
  sound?: boolean;
}

/** An H.264/AAC MP4 of the test pattern, written to `dir/name`; its path. */
export async function makeClip(
  ffmpeg: string,
  dir: string,
  name: string,
  clip: ClipOptions,
): Promise<string> {
  const path = join(dir, name);
  const { width, height, seconds, rate = 25, sound = true } = clip;
  const audio = sound ? ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100`] : [];
  await run(ffmpeg, [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${width}x${height}:rate=${rate}`,
    ...audio,
    '-t',
    String(seconds),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    ...(sound ? ['-c:a', 'aac'] : []),
    '-y',
    path,
  ]);
  return path;
}

/** Ten hours of a 32-pixel black square at one frame a minute: a few kilobytes that claim 10 h. */
export async function makeTenHourClip(ffmpeg: string, dir: string): Promise<string> {
  const path = join(dir, 'ten-hours.mp4');
  await run(ffmpeg, [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'color=c=black:s=32x32:r=1/60',
    '-t',
    '36000',
    '-c:v',
    'libx264',
    '-y',
    path,
  ]);
  return path;
}

/** One frame 16,384 pixels wide: a header that would make a decoder allocate without end. */
export async function makeVeryWideClip(ffmpeg: string, dir: string): Promise<string> {
  const path = join(dir, 'very-wide.mp4');
  await run(ffmpeg, [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'color=c=black:s=16384x16',
    '-frames:v',
    '1',
    '-c:v',
    'libx264',
    '-y',
    path,
  ]);
  return path;
}

/** Playlists named like a video that would send a decoder after an address on the network. */
export async function makeNetworkPlaylists(dir: string, target: string): Promise<string[]> {
  const hls = join(dir, 'playlist.mp4');
  const concat = join(dir, 'concat.mp4');
  await writeFile(
    hls,
    `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10.0,\n${target}/segment.ts\n#EXT-X-ENDLIST\n`,
  );
  await writeFile(concat, `ffconcat version 1.0\nfile '${target}/clip.mp4'\n`);
  return [hls, concat];
}
