import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportBrokenImage } from './broken-image-report.ts';

describe('reportBrokenImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports each recipe once per page, and swallows network failures', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new Error('offline'));
    vi.stubGlobal('fetch', fetchMock);
    reportBrokenImage('recipe-1');
    reportBrokenImage('recipe-1');
    reportBrokenImage('recipe-2');
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init.method])).toEqual([
      ['/api/recipes/recipe-1/image-broken', 'POST'],
      ['/api/recipes/recipe-2/image-broken', 'POST'],
    ]);
  });
});
