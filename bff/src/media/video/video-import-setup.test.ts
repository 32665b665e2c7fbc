import type { Database } from '@viral/db';
import { describe, expect, it } from 'vitest';
import type { ImportContext } from '../../import/preview-import.ts';
import { capturedLogger } from '../../testing/captured-logger.ts';
import { setUpVideoImport } from './video-import.ts';
import { findVideoTools } from './video-tools.ts';

const TOOLS = { ffmpeg: '/usr/bin/ffmpeg', ffprobe: '/usr/bin/ffprobe', version: 'ffmpeg version 5' };
const SINK = { store: async () => {} };
const db = {} as Database;

describe('video import at start-up', () => {
  it('finds no tools where there is no ffmpeg', async () => {
    expect(await findVideoTools(['/nonexistent'])).toBeNull();
  });

  it('without ffmpeg, says in one line that video import is off and queues no files', () => {
    const { logger, lines } = capturedLogger();
    const ctx: ImportContext = { policy: { allowHosts: [] } };
    const worker = setUpVideoImport({
      db,
      config: { videoWorkers: 1 },
      ctx,
      logger,
      tools: null,
      sink: SINK,
    });
    expect(worker).toBeUndefined();
    expect(ctx.videos).toBeUndefined();
    expect(lines.map((line) => line.msg)).toEqual([
      'video import is off: ffmpeg and ffprobe were not found (install ffmpeg to import recipe videos); everything else works',
    ]);
  });

  it('with VIDEO_WORKERS=0, queues files for other replicas and transcodes none itself', () => {
    const { logger } = capturedLogger();
    const ctx: ImportContext = { policy: { allowHosts: [] } };
    const worker = setUpVideoImport({
      db,
      config: { videoWorkers: 0 },
      ctx,
      logger,
      tools: TOOLS,
      sink: SINK,
    });
    expect(worker).toBeUndefined();
    expect(ctx.videos).toBeDefined();
  });
});
