import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, okEmpty, okJson } from './api-client.ts';
import { ApiError } from './api-error.ts';

afterEach(() => vi.unstubAllGlobals());

describe('typed API client', () => {
  it('calls the bff paths with the session header and returns typed JSON', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ items: [], total: 0, next_cursor: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = createApiClient('http://localhost/');
    const res = await client.api.recipes.$get({ query: { q: 'pasta', difficulty: 'easy' } });
    const body = await res.json();
    expect('items' in body && body.items).toEqual([]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://localhost/api/recipes?q=pasta&difficulty=easy');
    expect(new Headers(init?.headers).get('X-Session-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves the session header out of public reads', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ items: [] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await okJson(createApiClient('http://localhost/', { visitor: false }).api.recipes.popular.$get());
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).has('X-Session-Id')).toBe(false);
  });

  it('okJson returns the body of a success and turns a failure into the ApiError the screens handle', async () => {
    const client = createApiClient('http://localhost/');
    vi.stubGlobal('fetch', async () => Response.json({ liked: true, likes: 4 }));
    const liked = await okJson(client.api.recipes[':id'].like.$post({ param: { id: 'r1' } }));
    expect(liked.likes).toBe(4);

    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { code: 'not_found', message: 'No recipe with that slug' } }, { status: 404 }),
    );
    const missing = await okJson(client.api.recipes[':slug'].$get({ param: { slug: 'nope' } })).catch(
      (e) => e,
    );
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ status: 404, code: 'not_found', message: 'No recipe with that slug' });

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const offline = await okJson(client.api.recipes.popular.$get()).catch((e) => e);
    expect(offline).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('okEmpty accepts a bodiless success and turns a failure or no answer into an ApiError', async () => {
    const client = createApiClient('http://localhost/', { visitor: false });
    const remove = () => client.api.admin.tags[':id'].$delete({ param: { id: 't1' } });
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    await expect(okEmpty(remove())).resolves.toBeUndefined();

    vi.stubGlobal('fetch', async () =>
      Response.json(
        { error: { code: 'forbidden', message: 'Administrator rights are required' } },
        { status: 403 },
      ),
    );
    await expect(okEmpty(remove())).rejects.toMatchObject({ status: 403, code: 'forbidden' });

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const offline = await okEmpty(remove()).catch((e) => e);
    expect(offline).toBeInstanceOf(ApiError);
    expect(offline).toMatchObject({ status: 0, code: 'network_error' });
  });
});
