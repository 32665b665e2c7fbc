import { execFile } from 'node:child_process';
import { mkdtemp, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportError } from '../../import/import-error.ts';
import { file, type RecipeSite, redirect, startRecipeSite } from '../../testing/doubles/index.ts';
import {
  makeClip,
  makeNetworkPlaylists,
  makeTenHourClip,
  makeVeryWideClip,
} from '../../testing/test-clips.ts';
import { createVideoPreparer, prepareVideo, type VideoPreparer } from './prepare-video.ts';
import { VideoRefusedError } from './probe-video.ts';
import { transcodeVideo } from './transcode-video.ts';
import { findVideoTools, type VideoTools } from './video-tools.ts';

const tools = await findVideoTools();
if (!tools) console.warn('ffmpeg or ffprobe not found: the video import tests are skipped');

/** The top-level boxes of an MP4, in file order. */
async function topLevelBoxes(path: string): Promise<string[]> {
  const handle = await open(path);
  const { size } = await handle.stat();
  const boxes: string[] = [];
  const header = Buffer.alloc(16);
  for (let at = 0; at < size; ) {
    await handle.read(header, 0, 16, at);
    const short = header.readUInt32BE(0);
    boxes.push(header.toString('latin1', 4, 8));
    const length = short === 1 ? Number(header.readBigUInt64BE(8)) : short;
    if (length < 8) break;
    at += length;
  }
  await handle.close();
  return boxes;
}

const leftovers = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('viral-video-'));

describe.skipIf(!tools)('video import: download, probe and transcode', () => {
  const found = tools as VideoTools;
  let clips: string;
  let site: RecipeSite;
  /** Where a hostile file would send ffmpeg; nothing may ever arrive here. */
  let trap: RecipeSite;
  let preparer: VideoPreparer;
  const files = new Map<string, Buffer>();

  /** This file's own temporary folder: leftovers are counted there, whatever other files run beside it. */
  let systemTemp: string | undefined;
  beforeAll(async () => {
    if (!tools) return;
    systemTemp = process.env.TMPDIR;
    process.env.TMPDIR = await mkdtemp(join(tmpdir(), 'prepare-video-'));
    clips = await mkdtemp(join(tmpdir(), 'clips-'));
    trap = await startRecipeSite(() => file('x', 'video/mp4'));
    const [hls, concat] = await makeNetworkPlaylists(clips, trap.origin);
    const audioOnly = join(clips, 'audio.m4a');
    await promisify(execFile)(tools.ffmpeg, [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'sine',
      '-t',
      '2',
      '-y',
      audioOnly,
    ]);
    const made: Record<string, string> = {
      '/good.mp4': await makeClip(tools.ffmpeg, clips, 'good.mp4', { width: 1280, height: 960, seconds: 4 }),
      '/small.mp4': await makeClip(tools.ffmpeg, clips, 'small.mp4', {
        width: 320,
        height: 240,
        seconds: 2,
        sound: false,
      }),
      '/ten-hours.mp4': await makeTenHourClip(tools.ffmpeg, clips),
      '/very-wide.mp4': await makeVeryWideClip(tools.ffmpeg, clips),
      '/hls.mp4': hls as string,
      '/concat.mp4': concat as string,
      '/audio.mp4': audioOnly,
    };
    for (const [path, made_] of Object.entries(made)) files.set(path, await readFile(made_));
    files.set('/page.mp4', Buffer.from('<html><body>Not a video at all</body></html>'));
    files.set('/huge.mp4', Buffer.alloc(9 * 1024 * 1024, 1));
    site = await startRecipeSite(({ path }) => {
      const body = files.get(path);
      if (body) return file(body, 'video/mp4');
      if (path === '/moved.mp4') return redirect('/good.mp4');
      if (path === '/to-private.mp4') return redirect(`${trap.origin}/good.mp4`);
      return undefined;
    });
    preparer = createVideoPreparer(
      tools,
      { allowHosts: [site.host] },
      { download: { maxBytes: 8 * 1024 * 1024 } },
    );
  });
  afterAll(async () => {
    await site?.close();
    await trap?.close();
    if (clips) await rm(clips, { recursive: true, force: true });
    if (tools) {
      const ownTemp = tmpdir();
      if (systemTemp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = systemTemp;
      await rm(ownTemp, { recursive: true, force: true });
    }
  });

  it('transcodes a good clip to H.264/AAC MP4, 720 px on the short side, index first, with a poster', async () => {
    const video = await prepareVideo(preparer, `${site.origin}/moved.mp4`);
    try {
      expect(video.url).toBe(`${site.origin}/good.mp4`);
      expect(video.source).toMatchObject({ width: 1280, height: 960, videoCodec: 'h264', audioCodec: 'aac' });
      expect(video.probe).toMatchObject({ width: 960, height: 720, videoCodec: 'h264', audioCodec: 'aac' });
      expect(video.probe.durationSeconds).toBeGreaterThan(3.8);
      expect(video.probe.durationSeconds).toBeLessThan(4.2);
      // +faststart: the index (moov) comes before the media (mdat), so playback starts at once.
      const boxes = await topLevelBoxes(video.videoPath);
      expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
      const poster = await readFile(video.posterPath);
      expect(poster.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      // Only the stored form and its poster stay; the downloaded source is gone.
      expect((await readdir(join(video.videoPath, '..'))).sort()).toEqual(['poster.jpg', 'video.mp4']);
    } finally {
      await video.discard();
    }
    await expect(stat(video.videoPath)).rejects.toThrow();
  });

  it('never enlarges a small clip, and stores a silent one without sound', async () => {
    const video = await prepareVideo(preparer, `${site.origin}/small.mp4`);
    await video.discard();
    expect(video.probe).toMatchObject({ width: 320, height: 240, audioCodec: null });
  });

  it.each([
    ['a web page sent as video/mp4', '/page.mp4', 'The file is not a video that can be read'],
    ['a sound file with no picture', '/audio.mp4', 'The file has no video stream'],
    ['a ten-hour clip', '/ten-hours.mp4', 'The video is 600 min long; at most 10 min is imported'],
    [
      'a clip 16,384 pixels wide',
      '/very-wide.mp4',
      "The video's frames (16384×16) are larger than a video may be",
    ],
  ])('refuses %s with the reason, leaving no files behind', async (_, path, reason) => {
    const before = await leftovers();
    const refusal = prepareVideo(preparer, `${site.origin}${path}`);
    await expect(refusal).rejects.toThrow(VideoRefusedError);
    await expect(refusal).rejects.toThrow(reason);
    expect(await leftovers()).toEqual(before);
  });

  it('refuses playlists disguised as MP4 that point at the network, and ffmpeg asks nothing of it', async () => {
    for (const path of ['/hls.mp4', '/concat.mp4'])
      await expect(prepareVideo(preparer, `${site.origin}${path}`)).rejects.toThrow(
        'The file is not a video that can be read',
      );
    // Past the probe too: the transcoder alone reads local files of the allowed formats only.
    const out = await mkdtemp(join(tmpdir(), 'out-'));
    for (const name of ['playlist.mp4', 'concat.mp4'])
      await expect(transcodeVideo(found, join(clips, name), out)).rejects.toThrow(VideoRefusedError);
    await rm(out, { recursive: true, force: true });
    expect(trap.requested).toEqual([]);
  });

  it('refuses a file larger than the download cap, and addresses that are not public', async () => {
    await expect(prepareVideo(preparer, `${site.origin}/huge.mp4`)).rejects.toThrow('larger than 8 MB');
    const strict = createVideoPreparer(found, { allowHosts: [] });
    await expect(prepareVideo(strict, `${site.origin}/good.mp4`)).rejects.toThrow('is not a public address');
    await expect(prepareVideo(preparer, `${site.origin}/to-private.mp4`)).rejects.toThrow(
      'is not a public address',
    );
    expect(trap.requested).toEqual([]);
  });

  describe('a server that drips its bytes', () => {
    let drip: Server;
    let host: string;
    beforeAll(async () => {
      drip = createServer((_, res) => {
        res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(10 * 1024 * 1024) });
        const timer = setInterval(() => res.write(Buffer.alloc(16)), 100);
        res.on('close', () => clearInterval(timer));
      });
      await new Promise<void>((ready) => drip.listen(0, '127.0.0.1', ready));
      host = `127.0.0.1:${(drip.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      drip.closeAllConnections();
      await new Promise((done) => drip.close(done));
    });

    it('is cut off at the time cap, however steadily it sends', async () => {
      const capped = createVideoPreparer(found, { allowHosts: [host] }, { download: { timeoutMs: 1500 } });
      const started = Date.now();
      const refusal = prepareVideo(capped, `http://${host}/slow.mp4`);
      await expect(refusal).rejects.toThrow(ImportError);
      await expect(refusal).rejects.toThrow('The video took too long to respond');
      expect(Date.now() - started).toBeLessThan(5000);
    });
  });
});
