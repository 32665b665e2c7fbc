import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { failure, page, type RecipeSite, redirect, startRecipeSite } from '@viral/bff/testing/doubles';

export interface CorpusHosts {
  /** `host:port` of each site, for IMPORT_ALLOW_HOSTS. */
  hosts: string[];
  /** Forgets how busy the sites were, before a new round. */
  resetBusiest(): void;
  /** Most requests one host had open at once since the last reset. */
  busiestHost(): number;
  close(): Promise<void>;
}

/**
 * Recipe sites on local ports, one "host" each, serving every corpus page under
 * `/page/<corpus id>/<copy>` (so each copy is an address of its own), plus the ways pages fail:
 * `/missing` (404), `/broken` (500), `/hang` (never answers), `/moved/<id>/<copy>` (302 to the page).
 */
export async function startCorpusHosts(corpus: string, ids: string[], count: number): Promise<CorpusHosts> {
  const pages = new Map(ids.map((id) => [id, readFileSync(join(corpus, id, 'page.html'))]));
  const sites: RecipeSite[] = [];
  for (let n = 0; n < count; n++)
    sites.push(
      await startRecipeSite(({ path }) => {
        const [, kind, id, copy] = path.split('/');
        if (kind === 'hang') return 'hang';
        if (kind === 'broken') return failure(500, 'Internal error');
        if (kind === 'moved' && id && pages.has(id))
          return redirect(`/page/${encodeURIComponent(id)}/${copy}-moved`);
        const html = kind === 'page' && id ? pages.get(id) : undefined;
        return html ? page(html) : undefined;
      }),
    );
  return {
    hosts: sites.map((site) => site.host),
    resetBusiest() {
      for (const site of sites) site.maxInFlight = 0;
    },
    busiestHost: () => Math.max(...sites.map((site) => site.maxInFlight)),
    close: () => Promise.all(sites.map((site) => site.close())).then(() => {}),
  };
}
