import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiGet } from './api.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('apiGet', () => {
  it('returns the parsed JSON body of a same-origin /api path', async () => {
    server.use(http.get('/api/recipes/popular', () => HttpResponse.json({ items: [{ slug: 'a' }] })));
    await expect(apiGet('/api/recipes/popular')).resolves.toEqual({ items: [{ slug: 'a' }] });
  });

  it("maps the backend's error JSON to an ApiError with status, code and message", async () => {
    server.use(
      http.get('/api/recipes/nope', () =>
        HttpResponse.json({ error: { code: 'not_found', message: 'Recipe not found' } }, { status: 404 }),
      ),
    );
    const error = await apiGet('/api/recipes/nope').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Recipe not found' });
  });

  it('still gives an ApiError when the error body is not JSON', async () => {
    server.use(http.get('/api/boom', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })));
    await expect(apiGet('/api/boom')).rejects.toMatchObject({
      status: 502,
      code: 'http_error',
      message: 'Request failed with status 502',
    });
  });

  it('reports a network failure as status 0', async () => {
    server.use(http.get('/api/offline', () => HttpResponse.error()));
    await expect(apiGet('/api/offline')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
