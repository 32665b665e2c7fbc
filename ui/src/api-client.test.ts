import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.ts';

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
});
