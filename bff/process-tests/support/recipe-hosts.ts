import { type RecipeSite, recipePage, startRecipeSite } from '../../src/testing/doubles/index.ts';

export interface RecipeHosts {
  /** `host:port` of each site, for IMPORT_ALLOW_HOSTS. */
  hosts: string[];
  /** `perHost` recipe page URLs on each of the first `hostCount` sites, titles distinct per `batch`. */
  urls(batch: string, perHost: number, hostCount?: number): string[];
  /** How many times each URL was fetched. */
  fetches: Map<string, number>;
  /** How long the sites wait before answering; a test may change it at any time. */
  delayMs: number;
  /** Answers every request still waiting out its delay, now. */
  answerWaiting(): void;
  close(): Promise<void>;
}

/** Recipe sites on several local ports (one "host" each), answering after `delayMs`. */
export async function startRecipeHosts(count: number, delayMs = 0): Promise<RecipeHosts> {
  const fetches = new Map<string, number>();
  const sites: RecipeSite[] = [];
  for (let n = 0; n < count; n++)
    sites.push(
      await startRecipeSite(
        ({ rawPath, origin }) => {
          const url = `${origin}${rawPath}`;
          fetches.set(url, (fetches.get(url) ?? 0) + 1);
          const slug = /^\/recipe\/([a-z0-9-]+)$/.exec(rawPath)?.[1];
          return slug ? recipePage(`Dish ${slug}`) : undefined;
        },
        { delayMs },
      ),
    );
  const hosts = sites.map((site) => site.host);
  return {
    hosts,
    urls: (batch, perHost, hostCount = hosts.length) =>
      hosts
        .slice(0, hostCount)
        .flatMap((host, h) =>
          Array.from({ length: perHost }, (_, i) => `http://${host}/recipe/${batch}-${h}-${i}`),
        ),
    fetches,
    get delayMs() {
      return sites[0]?.delayMs ?? delayMs;
    },
    set delayMs(ms: number) {
      for (const site of sites) site.delayMs = ms;
    },
    answerWaiting() {
      for (const site of sites) site.answerWaiting();
    },
    close: () => Promise.all(sites.map((site) => site.close())).then(() => {}),
  };
}
