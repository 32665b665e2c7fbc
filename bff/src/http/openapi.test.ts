import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('describes every public route from the same schemas that validate them', async () => {
    const res = await t.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    for (const [path, method] of [
      ['/api/recipes', 'get'],
      ['/api/recipes/popular', 'get'],
      ['/api/recipes/featured', 'get'],
      ['/api/recipes/trending', 'get'],
      ['/api/recipes/{slug}', 'get'],
      ['/api/recipes/{id}/similar', 'get'],
      ['/api/recipes/{id}/view', 'post'],
      ['/api/recipes/{id}/like', 'post'],
      ['/api/recipes/{id}/share', 'post'],
      ['/api/recipes/{id}/interactions', 'get'],
      ['/api/tags', 'get'],
      ['/api/tags/{slug}', 'get'],
      ['/api/tags/{slug}/related', 'get'],
      ['/api/tags/{slug}/recipes', 'get'],
      ['/api/feed', 'post'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
    }
    const search = doc.paths['/api/recipes']?.get as { parameters?: { name: string }[] } | undefined;
    const searchParams = (search?.parameters ?? []).map((p) => p.name);
    expect(searchParams).toEqual(
      expect.arrayContaining(['q', 'difficulty', 'maxTime', 'maxCost', 'tags', 'limit', 'cursor']),
    );
  });

  it('serves interactive docs', async () => {
    const res = await t.app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('/api/openapi.json');
  });
});
