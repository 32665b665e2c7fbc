// A local site of recipe pages for the import specs, and a bff of their own allowed to fetch it.
// Nothing leaves 127.0.0.1: the AI settings are removed from the bff's environment.
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
 * when the slug starts with 'photo-'; '/roundup' holds three; '/blog' none.
 */
function page({ path, origin }: SiteRequest): string | undefined {
  const recipe = /^\/recipe\/([a-z0-9-]+)\/?$/.exec(path);
  if (recipe?.[1]) {
    const slug = recipe[1];
    const photo = slug.startsWith('photo-') ? { image: `${origin}/photos/${slug}.jpg` } : {};
    return ldPage(recipeLd(titleOf(slug), photo));
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

export async function startImportWorld(): Promise<ImportWorld> {
  const photo = await makeJpeg(1600, 1000);
  const photoFetches = new Map<string, number>();
  const server = await startRecipeSite((request) => {
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
