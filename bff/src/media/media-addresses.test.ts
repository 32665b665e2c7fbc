import type { MediaFormat } from '@viral/domain';
import { describe, expect, it } from 'vitest';
import { mediaRoutes } from './media.routes.ts';
import type { MediaStore } from './media-store.ts';

const HASH = 'a'.repeat(64);
const BYTES = new Uint8Array([1, 2, 3]);

/** A store holding one photo at width 320 in every format. */
const store: MediaStore = {
  find: async () => null,
  save: async () => {},
  read: async (hash: string, width: number, _format: MediaFormat) =>
    hash === HASH && width === 320 ? BYTES : null,
};

describe('media addresses', () => {
  const app = mediaRoutes(store);
  const get = (file: string) => app.request(`/media/${HASH}/${file}`);

  it('serves a stored variant at its one address', async () => {
    const res = await get('320.webp');
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(BYTES);
  });

  it('answers 404 for the same file under another spelling of its width', async () => {
    for (const file of ['0320.webp', '00320.avif', '0.jpeg', '320.WEBP', '320.webp.jpeg'])
      expect((await get(file)).status, file).toBe(404);
  });
});
