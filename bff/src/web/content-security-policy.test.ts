import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { withNonce } from './shell-html.ts';

/** The policy as directive name → sources. */
function policyOf(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy');
  expect(header, `no Content-Security-Policy on ${response.url}`).toBeTruthy();
  return new Map(
    (header ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const nonceIn = (policy: Map<string, string[]>) =>
  policy
    .get('script-src')
    ?.find((source) => source.startsWith("'nonce-"))
    ?.slice("'nonce-".length, -1);

describe('the Content-Security-Policy of the site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      MF_RECIPE_MANIFEST_URL: 'https://cdn.example/recipe/mf-manifest.json',
      MF_ADMIN_MANIFEST_URL: '/mf/admin-next/mf-manifest.json',
    });
  });
  afterAll(() => t.close());

  it('lets pages load code only from the site and the configured remote origins', async () => {
    for (const path of ['/', '/search', '/recipe/anything', '/admin/recipes']) {
      const policy = policyOf(await t.app.request(path));
      const nonce = nonceIn(policy);
      expect(nonce).toBeTruthy();
      for (const directive of ['script-src', 'style-src']) {
        expect(policy.get(directive), directive).toEqual([
          "'self'",
          'https://cdn.example',
          `'nonce-${nonce}'`,
        ]);
      }
      expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
      expect(policy.get('connect-src')).toEqual(["'self'", 'https://cdn.example']);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'https:', 'data:']));
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    }
  });

  it('allows the inline scripts the bff writes by a nonce that is new for every response', async () => {
    const first = await t.app.request('/');
    const second = await t.app.request('/');
    const nonce = nonceIn(policyOf(first));
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceIn(policyOf(second))).not.toBe(nonce);
    expect(await first.text()).toContain(`<script nonce="${nonce}">window.__VIRAL_CONFIG__=`);
    expect(policyOf(first).get('style-src')).toContain(`'nonce-${nonce}'`);
  });

  it('gives the nonce to the shell template’s own script and style elements', () => {
    const template =
      '<head><style>a{}</style><script>x()</script><script defer src="/main.js"></script></head>';
    expect(withNonce(template, 'abc')).toBe(
      '<head><style nonce="abc">a{}</style><script nonce="abc">x()</script><script nonce="abc" defer src="/main.js"></script></head>',
    );
  });

  it('gives everything that is not a page a policy that allows nothing', async () => {
    for (const path of ['/api/tags', '/mf/feed/remoteEntry.js', '/media/demo/dish.svg', '/healthz']) {
      const policy = policyOf(await t.app.request(path));
      expect(policy.get('default-src'), path).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors'), path).toEqual(["'self'"]);
    }
  });

  it('gives the API docs their own policy: pinned Swagger UI files and the start script by hash', async () => {
    const response = await t.app.request('/api/docs');
    const policy = policyOf(response);
    const html = await response.text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    const scripts = policy.get('script-src') ?? [];
    expect(scripts).toContain(`'sha256-${hash}'`);
    const external = [...html.matchAll(/<script src="([^"]+)" integrity="sha384-/g)].map((match) => match[1]);
    expect(external).toHaveLength(1);
    expect(scripts).toContain(external[0]);
    expect(scripts.join(' ')).not.toContain('unsafe');
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });
});

describe('the Content-Security-Policy with a remotes file', () => {
  const CDN = 'https://cdn.example/mf-recipe/2.0.0/mf-manifest.json';
  let dir: string;
  let remotesFile: string;
  let t: TestApp;

  /** Writes the file with a later modification time and lets the bff's next check see it. */
  function writeRemotes(content: string, at: number) {
    writeFileSync(remotesFile, content);
    const when = new Date(Date.UTC(2026, 0, 1) + at);
    utimesSync(remotesFile, when, when);
    vi.advanceTimersByTime(1500);
  }

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    dir = mkdtempSync(join(tmpdir(), 'vr-csp-'));
    remotesFile = join(dir, 'remotes.json');
    writeRemotes('{}', 0);
    t = await createTestApp('pglite', { REMOTES_FILE: remotesFile });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('allows a remote moved to another origin at run time from the next page on, and drops it when it leaves', async () => {
    expect(policyOf(await t.app.request('/recipe/anything')).get('script-src')).not.toContain(
      'https://cdn.example',
    );

    writeRemotes(JSON.stringify({ mf_recipe: CDN }), 10_000);
    const moved = await t.app.request('/recipe/anything');
    const policy = policyOf(moved);
    for (const directive of ['script-src', 'style-src', 'connect-src', 'media-src']) {
      expect(policy.get(directive), directive).toContain('https://cdn.example');
    }
    expect(await moved.text()).toContain(CDN);

    writeRemotes('{}', 20_000);
    expect(policyOf(await t.app.request('/recipe/anything')).get('script-src')).not.toContain(
      'https://cdn.example',
    );
  });
});
