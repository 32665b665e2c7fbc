// A local site of recipe pages for the import specs, and a bff of their own allowed to fetch it.
// Nothing leaves 127.0.0.1: the AI settings are removed from the bff's environment.

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeClip } from '@viral/bff/testing/clips';
import {
  articlePage,
  file,
  ldPage,
  recipeLd,
  type SiteRequest,
  startRecipeSite,
} from '@viral/bff/testing/doubles';
import { makeJpeg } from '@viral/bff/testing/images';
import { type OwnBff, startOwnBff } from './own-bff.ts';

/**
 * '/recipe/<slug>' is a JSON-LD recipe titled after the slug, whose photo is '/photos/<slug>.jpg'
 * when the slug starts with 'photo-', and whose video is '/clips/clip.mp4' when it starts with
 * 'video-'; '/roundup' holds three; '/blog' none.
 */
function page({ path, origin }: SiteRequest): string | undefined {
  const recipe = /^\/recipe\/([a-z0-9-]+)\/?$/.exec(path);
  if (recipe?.[1]) {
    const slug = recipe[1];
    const photo = slug.startsWith('photo-') ? { image: `${origin}/photos/${slug}.jpg` } : {};
    const video = slug.startsWith('video-')
      ? { video: { '@type': 'VideoObject', name: 'How to', contentUrl: `${origin}/clips/clip.mp4` } }
      : {};
    return ldPage(recipeLd(titleOf(slug), { ...photo, ...video }));
  }
  if (path === '/roundup')
    return ldPage({ '@graph': ['One', 'Two', 'Three'].map((n) => recipeLd(`Roundup ${n}`)) });
  if (path === '/blog') return articlePage();
  return undefined;
}

export const titleOf = (slug: string) =>
  slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

export interface ImportWorld {
  site: string;
  bff: OwnBff;
  /** How many times each photo of the site was fetched. */
  photoFetches: Map<string, number>;
  stop(): Promise<void>;
}

/**
 * Small clips made with the system's ffmpeg (3 s, 320×240 and 240×320, test pattern and a tone),
 * served at '/clips/clip.mp4' and '/clips/other.mp4'.
 */
async function makeClips(): Promise<Map<string, Buffer>> {
  const dir = await mkdtemp(join(tmpdir(), 'e2e-clips-'));
  try {
    const clip = (name: string, width: number, height: number) =>
      makeClip('ffmpeg', dir, name, { width, height, seconds: 3, rate: 15 }).then((path) => readFile(path));
    return new Map([
      ['/clips/clip.mp4', await clip('clip.mp4', 320, 240)],
      ['/clips/other.mp4', await clip('other.mp4', 240, 320)],
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function startImportWorld(options: { clips?: boolean } = {}): Promise<ImportWorld> {
  const photo = await makeJpeg(1600, 1000);
  const clips = options.clips ? await makeClips() : new Map<string, Buffer>();
  const photoFetches = new Map<string, number>();
  const server = await startRecipeSite((request) => {
    const clip = clips.get(request.path);
    if (clip) return file(clip, 'video/mp4');
    if (!request.path.startsWith('/photos/')) return page(request);
    photoFetches.set(request.path, (photoFetches.get(request.path) ?? 0) + 1);
    return file(photo, 'image/jpeg');
  });
  const site = server.origin;
  const closeSite = () => server.close();

  let bff: OwnBff;
  try {
    bff = await startOwnBff({ IMPORT_ALLOW_HOSTS: server.host });
  } catch (error) {
    await closeSite();
    throw error;
  }
  return {
    site,
    bff,
    photoFetches,
    stop: async () => {
      await bff.stop();
      await closeSite();
    },
  };
}
