import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

type Schema = Record<string, unknown>;
type Operation = {
  parameters?: { name: string }[];
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Routes the app mounts under /api that are not API operations, so the document leaves them out. */
const UNDOCUMENTED = new Set(['GET /api/openapi.json', 'GET /api/docs']);

/**
 * The API operations the app really mounts. `ALL …/*` entries are middleware (body limits, the
 * session, the admin guard) and the catch-all 404, not operations.
 */
function mountedOperations(routes: readonly { method: string; path: string }[]): string[] {
  const operations = routes
    .filter(({ method, path }) => path.startsWith('/api/') && !(method === 'ALL' && path.endsWith('/*')))
    .map(({ method, path }) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`)
    .filter((operation) => !UNDOCUMENTED.has(operation));
  return [...new Set(operations)];
}

/** Paths inside a schema where any JSON value is accepted: an object typed only as "some object". */
function freeFormParts(schema: unknown, at = '#'): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Schema;
  const extra = node.additionalProperties;
  const own =
    extra === true || (extra && typeof extra === 'object' && Object.keys(extra).length === 0) ? [at] : [];
  return [...own, ...Object.entries(node).flatMap(([key, value]) => freeFormParts(value, `${at}/${key}`))];
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    doc = (await res.json()) as Document;
  });
  afterAll(() => t.close());

  it('describes every route the app mounts under /api, admin included', () => {
    expect(doc.openapi).toBe('3.1.0');
    const operations = mountedOperations(t.app.routes);
    expect(operations).toEqual(
      expect.arrayContaining(['GET /api/recipes', 'GET /api/admin/imports/{id}/events']),
    );
    const missing = operations.filter((operation) => {
      const [method = '', path = ''] = operation.split(' ');
      return !doc.paths[path]?.[method.toLowerCase()];
    });
    expect(missing).toEqual([]);
  });

  it('gives every operation a success answer, and every JSON answer a schema with no free-form object', () => {
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const name = `${method.toUpperCase()} ${path}`;
        const responses = operation.responses ?? {};
        expect(
          Object.keys(responses).some((status) => status.startsWith('2')),
          name,
        ).toBe(true);
        for (const [status, response] of Object.entries(responses)) {
          for (const [mediaType, media] of Object.entries(response.content ?? {})) {
            expect(media.schema, `${name} ${status} ${mediaType}`).toBeDefined();
            expect(freeFormParts(media.schema), `${name} ${status} ${mediaType}`).toEqual([]);
          }
        }
      }
    }
  });

  it("documents the admin guard's 401 and 403 on every admin route", () => {
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/admin/')) continue;
      for (const [method, operation] of Object.entries(methods)) {
        expect(Object.keys(operation.responses ?? {}), `${method.toUpperCase()} ${path}`).toEqual(
          expect.arrayContaining(['401', '403']),
        );
      }
    }
  });

  it('documents the search filters as query parameters', () => {
    const searchParams = (doc.paths['/api/recipes']?.get?.parameters ?? []).map((p) => p.name);
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
