// The server build's entry (config/rspack.server.ts), loaded by the bff. Like the browser's index.ts it
// holds the async boundary: the shared modules (react, the router, …) are set up before the renderer runs.
import type { PageRequest, RenderedPage } from './render-page.tsx';

export type { PageRequest, RenderedPage };

export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const { renderPage: render } = await import('./render-page.tsx');
  return render(request);
}
