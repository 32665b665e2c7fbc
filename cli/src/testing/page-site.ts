// A local site of recipe pages for the import tests: /recipe/<name> is a JSON-LD recipe,
// /not-a-recipe is a plain article, /missing answers 404, /slow/<name> waits before answering,
// /with-clip/<name> and /with-player/<name> carry a video.
import { articlePage, ldPage, startRecipeSite } from '@viral/bff/testing/doubles';

export interface PageSite {
  origin: string;
  host: string;
  stop(): Promise<void>;
}

const recipePage = (name: string, video?: Record<string, string>) =>
  ldPage(
    {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name,
      recipeIngredient: ['1 cup rice', '2 cups water'],
      recipeInstructions: ['Rinse the rice.', 'Cook it.'],
      ...(video && { video: { '@type': 'VideoObject', name: `${name} video`, ...video } }),
    },
    name,
  );

export async function startPageSite(): Promise<PageSite> {
  const site = await startRecipeSite(({ path }) => {
    const slow = path.match(/^\/slow\/(.+)$/);
    if (slow) return { body: recipePage(slow[1] ?? 'Slow'), delayMs: 1500 };
    if (path.startsWith('/recipe/')) return recipePage(path.slice('/recipe/'.length));
    if (path === '/not-a-recipe') return articlePage('Opening hours changed.');
    // A recipe whose video file is no video (refused once probed), and one whose video is a player.
    const clip = path.match(/^\/with-clip\/(.+)$/);
    if (clip) return recipePage(clip[1] ?? 'Clip', { contentUrl: '/not-a-video.mp4' });
    if (path === '/not-a-video.mp4') return { body: '<html>not a video</html>', type: 'video/mp4' };
    const player = path.match(/^\/with-player\/(.+)$/);
    if (player) return recipePage(player[1] ?? 'Player', { embedUrl: 'https://www.youtube.com/embed/x' });
    return undefined;
  });
  return { origin: site.origin, host: site.host, stop: () => site.close() };
}
