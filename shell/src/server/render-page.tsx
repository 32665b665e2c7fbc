/// <reference types="node" />
import { Writable } from 'node:stream';
import { type DehydratedState, dehydrate, type QueryKey } from '@tanstack/react-query';
import { createQueryClient, ServerPageTitle } from '@viral/ui';
import { type ReactNode, StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { App } from '../App.tsx';
import type { AppRoute } from '../route-table.ts';
import { failedRoutes, serverRoutes } from './server-routes.tsx';

/** What the bff asks for: the page, the answers it already read, and where the remotes' server code is. */
export type PageRequest = {
  path: string;
  /** The query string without '?' ('' for none). */
  search: string;
  /** The screen's first reads, answered by the bff under the keys the screen asks them by. */
  reads: { key: QueryKey; data: unknown }[];
  /** Each remote's server entry (`file:` or http(s) URL). */
  remotes: Record<string, string>;
  /** The response's policy nonce, for any inline script React writes. */
  nonce: string;
};

export type RenderedPage = {
  /** The content of `#root`. */
  html: string;
  /** The query cache to hand to the browser (`hydrate`). */
  queryState: DehydratedState;
  /** The document title the screen sets, as the browser's `document.title` will read. */
  title: string | undefined;
  /** The screen failed on the server (its fallback is in the HTML; the browser renders it again). */
  screenFailed: boolean;
};

let current: { key: string; routes: AppRoute[] } | undefined;

/** The same screens while the remotes stay where they are; new ones (new code) once one moves. */
function routesFor(remotes: Record<string, string>): AppRoute[] {
  const key = JSON.stringify(remotes);
  if (current?.key !== key) current = { key, routes: serverRoutes(remotes) };
  return current.routes;
}

/**
 * The whole page as one string, once every remote has loaded and rendered: search engines and link
 * previews get the whole screen. Node's own streams, which cost less CPU in Node than web streams
 * (a 48-card tag page: 5.3-6.8 against 5.7-9.0 CPU ms, three pairs back to back).
 */
function renderWhole(page: ReactNode, nonce: string, onError: (error: unknown) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(page, {
      nonce,
      onError,
      onShellError: reject,
      onAllReady: () => pipe(sink),
      // The whole page goes out at once: boundaries stay in place, not moved there by inline scripts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
  });
}

async function renderApp(request: PageRequest, routes: AppRoute[]) {
  const queryClient = createQueryClient();
  for (const read of request.reads) queryClient.setQueryData(read.key, read.data);
  const errors: unknown[] = [];
  const title: { title?: string } = {};
  const html = await renderWhole(
    <StrictMode>
      <ServerPageTitle value={title}>
        <App queryClient={queryClient} routes={routes} ssrPath={request.path} ssrSearch={request.search} />
      </ServerPageTitle>
    </StrictMode>,
    request.nonce,
    (error) => void errors.push(error),
  );
  return { html, queryState: dehydrate(queryClient), title: title.title, errors };
}

/** Renders the app at a path to HTML with the answers given, as the browser then hydrates it. */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const routes = routesFor(request.remotes);
  const page = await renderApp(request, routes);
  if (page.errors.length === 0)
    return { html: page.html, queryState: page.queryState, title: page.title, screenFailed: false };
  console.error('[viral] a screen failed on the server; its area shows the fallback', page.errors[0]);
  // A remote that failed to load is asked again on the next page.
  current = undefined;
  const fallback = await renderApp(request, failedRoutes(routes));
  return { html: fallback.html, queryState: fallback.queryState, title: fallback.title, screenFailed: true };
}
