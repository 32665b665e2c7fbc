import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  failure,
  file,
  page,
  type RecipeSite,
  redirect,
  startRecipeSite,
} from '../../testing/doubles/index.ts';
import { type FetchPolicy, fetchPage } from './guarded-fetch.ts';

let site: RecipeSite;
let other: RecipeSite;
let base: string;
let policy: FetchPolicy;

beforeAll(async () => {
  other = await startRecipeSite({ '/': '<html>secret</html>' });
  site = await startRecipeSite(({ path }) => {
    if (path === '/recipe') return '<html><body>Pancakes</body></html>';
    if (path === '/latin1')
      return file(Buffer.from('<html>Crème brûlée</html>', 'latin1'), 'text/html; charset=iso-8859-1');
    const hops = /^\/hops\/(\d+)$/.exec(path);
    if (hops) {
      const left = Number(hops[1]);
      return redirect(left > 0 ? `/hops/${left - 1}` : '/recipe');
    }
    if (path === '/to-loopback') return redirect(`${other.origin}/`, 301);
    if (path === '/to-metadata') return redirect('http://169.254.169.254/latest/meta-data/');
    if (path === '/huge') return page(`<html>${'x'.repeat(6 * 1024 * 1024)}</html>`);
    if (path === '/slow') return { body: '<html>late</html>', delayMs: 1500 };
    if (path === '/image') return file('PNG', 'image/png');
    return failure(404, 'not here');
  });
  base = site.origin;
  policy = { allowHosts: [site.host], timeoutMs: 1000 };
});
afterAll(async () => {
  await site.close();
  await other.close();
});

describe('fetchPage', () => {
  it('fetches an allow-listed page and decodes its declared charset', async () => {
    expect(await fetchPage(`${base}/recipe`, policy)).toEqual({
      url: `${base}/recipe`,
      html: '<html><body>Pancakes</body></html>',
    });
    expect((await fetchPage(`${base}/latin1`, policy)).html).toBe('<html>Crème brûlée</html>');
  });

  it('follows up to five redirects and refuses a sixth', async () => {
    expect((await fetchPage(`${base}/hops/4`, policy)).url).toBe(`${base}/recipe`);
    await expect(fetchPage(`${base}/hops/5`, policy)).rejects.toThrow('The page redirects too many times');
  });

  it('refuses loopback without the allow list, even on the port of an allowed one', async () => {
    await expect(fetchPage(`${base}/recipe`, { allowHosts: [] })).rejects.toThrow('is not a public address');
    await expect(fetchPage(`${other.origin}/`, policy)).rejects.toThrow('is not a public address');
  });

  it('re-checks every redirect: an allowed host cannot bounce the fetch to a private one', async () => {
    await expect(fetchPage(`${base}/to-loopback`, policy)).rejects.toThrow(
      '127.0.0.1 is not a public address',
    );
    await expect(fetchPage(`${base}/to-metadata`, policy)).rejects.toThrow(
      '169.254.169.254 is not a public address',
    );
  });

  it('refuses a host name whose DNS answer points at a private address, before connecting', async () => {
    const resolveHost = async (hostname: string) =>
      hostname === 'recipes.evil.test'
        ? [{ address: '10.0.0.1', family: 4 }]
        : [{ address: '93.184.216.34', family: 4 }];
    await expect(fetchPage('http://recipes.evil.test/pasta', { ...policy, resolveHost })).rejects.toThrow(
      'recipes.evil.test resolves to an address that is not public',
    );
  });

  it.each([
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://169.254.169.254/',
    'http://100.64.0.1/',
    'http://192.168.1.1/',
    'http://172.16.0.1/',
    'http://10.1.2.3/',
    'http://224.0.0.1/',
    'http://0.0.0.0/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://240.0.0.1/',
  ])('refuses the non-public address %s', async (address) => {
    await expect(fetchPage(address, policy)).rejects.toThrow('is not a public address');
  });

  it.each([
    'http://[::7f00:1]/',
    'http://[::127.0.0.1]/',
    'http://[::a9fe:a9fe]/',
    'http://[::a00:1]/',
    'http://[100::1]/',
    'http://[5f00::1]/',
  ])('refuses the IPv6 address %s outside global unicast', async (address) => {
    await expect(fetchPage(address, policy)).rejects.toThrow('is not a public address');
  });

  it('refuses a host name whose IPv6 answer is IPv4-compatible loopback', async () => {
    const resolveHost = async () => [{ address: '::7f00:1', family: 6 }];
    await expect(fetchPage('http://recipes.evil.test/pasta', { ...policy, resolveHost })).rejects.toThrow(
      'recipes.evil.test resolves to an address that is not public',
    );
  });

  it('exempts an allow-listed host on its listed port only, never on every port', async () => {
    const port = new URL(site.origin).port;
    const resolveHost = async () => [{ address: '127.0.0.1', family: 4 }];
    const named = `http://recipes.test:${port}/recipe`;
    expect(
      (await fetchPage(named, { allowHosts: [`recipes.test:${port}`], resolveHost, timeoutMs: 1000 })).html,
    ).toBe('<html><body>Pancakes</body></html>');
    await expect(
      fetchPage(named, { allowHosts: ['recipes.test'], resolveHost, timeoutMs: 1000 }),
    ).rejects.toThrow('recipes.test resolves to an address that is not public');
    await expect(fetchPage(`${base}/recipe`, { allowHosts: ['127.0.0.1'] })).rejects.toThrow(
      'is not a public address',
    );
  });

  it('refuses other schemes and malformed addresses', async () => {
    await expect(fetchPage('ftp://example.com/recipe', policy)).rejects.toThrow('Only http and https');
    await expect(fetchPage('file:///etc/passwd', policy)).rejects.toThrow('Only http and https');
    await expect(fetchPage('not a url', policy)).rejects.toThrow('Invalid URL format');
  });

  it('enforces the size cap while streaming, the time limit, HTML only and the status', async () => {
    await expect(fetchPage(`${base}/huge`, policy)).rejects.toThrow('The page is larger than 5 MB');
    await expect(fetchPage(`${base}/slow`, policy)).rejects.toThrow('The page took too long to respond');
    await expect(fetchPage(`${base}/image`, policy)).rejects.toThrow(
      'The address is not a web page (image/png)',
    );
    await expect(fetchPage(`${base}/missing`, policy)).rejects.toThrow('Failed to fetch recipe content: 404');
  });
});
