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

describe('public reads the page already holds', () => {
  const paint = (answers: Record<string, unknown>) => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'painted-reads';
    element.textContent = JSON.stringify(answers);
    document.body.append(element);
  };
  afterEach(() => document.getElementById('painted-reads')?.remove());

  it('answers the first GET of a painted URL from the page, and the next ones from the server', async () => {
    const painted = { items: [{ id: 'r1' }], total: 1, total_capped: false, next_cursor: null };
    paint({ '/api/recipes?q=pasta&limit=25': painted, '/api/tags?used=true': { items: [] } });
    const fetchMock = vi.fn(async () =>
      Response.json({ items: [], total: 0, total_capped: false, next_cursor: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = createApiClient('/', { visitor: false }).api;

    expect(await okJson(client.recipes.$get({ query: { q: 'pasta', limit: '25' } }))).toEqual(painted);
    expect(fetchMock).not.toHaveBeenCalled();
    // Another text, then the same one again: both asked of the server.
    await okJson(client.recipes.$get({ query: { q: 'pasta', limit: '10' } }));
    expect((await okJson(client.recipes.$get({ query: { q: 'pasta', limit: '25' } }))).total).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(document.getElementById('painted-reads')?.textContent).toBe(
      '{"/api/tags?used=true":{"items":[]}}',
    );
  });

  it('never answers a visitor call from the page, and asks the server when the page holds nothing readable', async () => {
    paint({ '/api/recipes/popular': { items: [{ id: 'painted' }] } });
    const fetchMock = vi.fn(async () => Response.json({ items: [] }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await okJson(createApiClient('/').api.recipes.popular.$get())).toEqual({ items: [] });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    document.getElementById('painted-reads')?.replaceChildren('{not json');
    expect(await okJson(createApiClient('/', { visitor: false }).api.recipes.popular.$get())).toEqual({
      items: [],
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
