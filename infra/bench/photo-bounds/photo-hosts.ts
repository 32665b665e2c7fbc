import { file, page, type RecipeSite, startRecipeSite } from '@viral/bff/testing/doubles';
import { recipePage } from '../photo-site.ts';

/**
 * Recipe sites on local ports, one "host" each (a bulk job fetches one page at a time per host),
 * serving '/recipe/<n>', a recipe page whose photo is '/photos/<n>' (`photo(n)`, any bytes), and
 * '/plain/<n>', the same kind of page naming no photo.
 */
export async function startPhotoHosts(
  count: number,
  photo: (n: number) => { body: Buffer; type: string },
): Promise<{ hosts: string[]; sites: RecipeSite[]; close(): Promise<void> }> {
  const sites: RecipeSite[] = [];
  for (let i = 0; i < count; i++)
    sites.push(
      await startRecipeSite(({ path, origin }) => {
        const [, kind, n] = path.split('/');
        if (kind === 'photos') {
          const { body, type } = photo(Number(n));
          return file(body, type);
        }
        if (kind === 'recipe') return page(recipePage(Number(n), `${origin}/photos/${n}`));
        if (kind === 'plain') return page(recipePage(Number(n), null));
        return undefined;
      }),
    );
  return {
    hosts: sites.map((site) => site.host),
    sites,
    close: () => Promise.all(sites.map((site) => site.close())).then(() => {}),
  };
}
