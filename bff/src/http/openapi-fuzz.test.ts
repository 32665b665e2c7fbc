import { ensureAdmin } from '@viral/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, SITE_ORIGIN, signIn } from '../testing/auth-test-kit.ts';
import { insertCatalogue } from '../testing/catalogue-fixture.ts';
import { type RecipeSite, startRecipeSite } from '../testing/doubles/index.ts';
import { deepJsonText, HostileInputs } from '../testing/hostile-inputs.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const SEED = 20_260_101;
const CASES_PER_OPERATION = 24;
const REQUEST_TIMEOUT_MS = 10_000;

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: { in: 'path' | 'query' | 'header'; name: string }[];
  body?: JsonSchema;
}

/** Every route and method the OpenAPI document lists, plus the recipe page the bff renders. */
function operationsOf(doc: {
  paths: Record<string, Record<string, { parameters?: Operation['parameters']; requestBody?: unknown }>>;
}): Operation[] {
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content?.[
        'application/json'
      ]?.schema,
    })),
  );
  operations.push({
    method: 'GET',
    path: '/recipe/{slug}',
    parameters: [{ in: 'path', name: 'slug' }],
    body: undefined,
  });
  // Signing out ends the admin's session, so it goes last and every admin route runs signed in.
  const last = (op: Operation) => (op.path === '/api/auth/logout' ? 1 : 0);
  return operations.sort((a, b) => last(a) - last(b));
}

/** Raw path segments, sent as they are: bad percent escapes and encoded control characters. */
const RAW_SEGMENTS = ['%', '%zz', '%C0%AF', '%00', '%E0%A4%A', '%2e%2e', '%2F', '..', '%FF%FE'];

const encode = (value: string) => encodeURIComponent(value.toWellFormed());

function valueFor(schema: JsonSchema | undefined, gen: HostileInputs): unknown {
  if (schema?.enum && gen.chance(0.4)) return gen.pick(schema.enum);
  if (schema?.type === 'object' && schema.properties && gen.chance(0.5)) return bodyFor(schema, gen);
  if (schema?.type === 'array' && gen.chance(0.4)) {
    return Array.from({ length: gen.int(3) }, () => valueFor(schema.items, gen));
  }
  return gen.value();
}

function bodyFor(schema: JsonSchema, gen: HostileInputs): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (gen.chance(0.75)) body[name] = valueFor(property, gen);
  }
  if (gen.chance(0.15)) body[gen.string()] = gen.value();
  return body;
}

function requestFor(op: Operation, gen: HostileInputs, cookie: string): { url: string; init: RequestInit } {
  let path = op.path;
  for (const param of op.parameters.filter((p) => p.in === 'path')) {
    path = path.replace(`{${param.name}}`, gen.chance(0.15) ? gen.pick(RAW_SEGMENTS) : encode(gen.string()));
  }
  const query = new URLSearchParams();
  for (const param of op.parameters.filter((p) => p.in === 'query')) {
    if (gen.chance(0.7)) query.append(param.name, gen.string());
    if (gen.chance(0.1)) query.append(param.name, gen.string());
  }
  if (gen.chance(0.1)) query.append(gen.string(), gen.string());
  const headers: Record<string, string> = { Cookie: cookie, Origin: SITE_ORIGIN };
  headers['X-Session-Id'] = gen.chance(0.5) ? `visitor-${gen.int(1000)}-session` : gen.headerValue();
  if (gen.chance(0.1)) headers.Authorization = `Bearer ${gen.headerValue()}`;

  let body: string | undefined;
  if (op.method !== 'GET' && (op.body || gen.chance(0.2))) {
    const shape = gen.int(6);
    headers['Content-Type'] =
      shape === 4 ? gen.pick(['text/plain', 'application/xml', '']) : 'application/json';
    if (shape <= 2 && op.body) body = JSON.stringify(bodyFor(op.body, gen));
    else if (shape === 3) body = JSON.stringify(gen.value());
    else if (shape === 4) body = gen.string();
    else if (shape === 5) {
      body = gen.pick([
        '{',
        '{"a":',
        'nul',
        '[1,]',
        '\u0000',
        '{"__proto__":{"x":1}}',
        deepJsonText(gen.pick([5_001, 50_000])),
      ]);
    }
  }
  const search = query.size > 0 ? `?${query}` : '';
  return { url: `${path}${search}`, init: { method: op.method, headers, body } };
}

const RECIPE_PAGE = `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
  '@type': 'Recipe',
  name: 'Local Toast',
  recipeIngredient: ['1 slice bread'],
  recipeInstructions: ['Toast it.'],
})}</script></head><body>Toast</body></html>`;

describe('every API route against generated hostile input', () => {
  let t: TestApp;
  let site: RecipeSite;
  let cookie: string;
  const known: string[] = [];

  beforeAll(async () => {
    site = await startRecipeSite(() => RECIPE_PAGE);
    const localPage = `${site.origin}/toast`;
    // Imports and image checks reach only that page: every host name resolves to 127.0.0.1, which
    // the fetch guard refuses unless allow-listed, and no AI model is configured.
    t = await createTestApp(
      'pglite',
      {},
      {
        imports: {
          policy: {
            allowHosts: [new URL(localPage).host],
            resolveHost: async () => [{ address: '127.0.0.1', family: 4 }],
          },
        },
      },
    );
    known.push(localPage);
    const { recipeIds, tagIds } = await insertCatalogue(
      t.db.db,
      [{ name: 'Dinner', is_category: true }, { name: 'Pasta' }],
      [
        { title: 'Fuzzed Pasta', tags: ['Dinner', 'Pasta'], ingredients: ['200 g pasta'] },
        { title: 'Fuzzed Soup', tags: ['Dinner'], difficulty: 'easy' },
      ],
    );
    known.push(...recipeIds.values(), ...tagIds.values(), 'fuzzed-pasta', 'dinner', 'pasta');
    await ensureAdmin(t.db.db, ADMIN.email, ADMIN.password);
    cookie = await signIn(t, ADMIN);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  it('answers a 4xx JSON error or a success, never a 5xx', async () => {
    const doc = await (await t.app.request('/api/openapi.json')).json();
    const operations = operationsOf(doc);
    const gen = new HostileInputs(SEED, known);
    const serverErrors: string[] = [];
    let tried = 0;
    let succeeded = 0;
    for (const op of operations) {
      for (let n = 0; n < CASES_PER_OPERATION; n++) {
        const { url, init } = requestFor(op, gen, cookie);
        const label = `${op.method} ${url.slice(0, 200)} ${String(init.body ?? '').slice(0, 200)}`;
        tried++;
        const res = await Promise.race([
          t.app.request(url, init),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error(`no answer in time: ${label}`)), REQUEST_TIMEOUT_MS),
          ),
        ]);
        if (res.status >= 500) {
          serverErrors.push(`${res.status} ${label}: ${(await res.text()).slice(0, 200)}`);
          continue;
        }
        if (res.ok) succeeded++;
        const isJson = res.headers.get('Content-Type')?.includes('application/json');
        if (res.status >= 400 && url.startsWith('/api/')) {
          expect(isJson, label).toBe(true);
          const error = (await res.json()).error;
          expect(typeof error?.code === 'string' && typeof error?.message === 'string', label).toBe(true);
        } else {
          await res.body?.cancel();
        }
      }
    }
    console.log(
      `fuzzed ${tried} requests over ${operations.length} routes and methods: ${succeeded} succeeded, ${serverErrors.length} answered 5xx`,
    );
    expect(serverErrors).toEqual([]);
  }, 120_000);
});
