// The built binary against a bff of its own (embedded database, demo catalogue) and a local page site.
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type OwnBff, startOwnBff } from './testing/own-bff.ts';
import { type PageSite, startPageSite } from './testing/page-site.ts';
import { finished, runBinary, startBinary } from './testing/run-binary.ts';

let site: PageSite;
let bff: OwnBff;
let env: NodeJS.ProcessEnv;
const password = 'viral-demo-2025';
const tempDir = (name: string) => mkdtempSync(join(tmpdir(), `recipes-cli-${name}-`));

function urlFile(lines: string[]): string {
  const file = join(tempDir('urls'), 'urls.txt');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

beforeAll(async () => {
  site = await startPageSite();
  bff = await startOwnBff(site.host);
  env = { XDG_CONFIG_HOME: tempDir('config'), RECIPES_URL: '', RECIPES_TOKEN: '' };
  const login = await runBinary(
    ['login', '--url', bff.url, '--email', 'demo@viral.recipes', '--password-stdin', '--scope', 'admin'],
    env,
    password,
  );
  expect(login.stderr).toBe('');
}, 90_000);

afterAll(async () => {
  await bff?.stop();
  await site?.stop();
});

describe('recipes login / logout', () => {
  it('stores the token in a 0600 file, and logout revokes it on the server', async () => {
    const own = { XDG_CONFIG_HOME: tempDir('login'), RECIPES_URL: '', RECIPES_TOKEN: '' };
    const args = ['login', '--url', bff.url, '--email', 'demo@viral.recipes', '--password-stdin'];
    const login = await runBinary(args, own, `${password}\n`);
    expect(login.status).toBe(0);
    expect(login.stdout).toMatch(/It expires on \d{4}-\d{2}-\d{2}/);
    const file = join(own.XDG_CONFIG_HOME, 'recipes', 'config.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const { token, url } = JSON.parse(readFileSync(file, 'utf8'));
    expect(url).toBe(bff.url);
    expect((await runBinary(['stats'], own)).status).toBe(0);

    const logout = await runBinary(['logout'], own);
    expect(logout.status).toBe(0);
    expect(existsSync(file)).toBe(false);
    const refused = await runBinary(['stats'], { ...own, RECIPES_URL: bff.url, RECIPES_TOKEN: token });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('recipes login');
  });

  it('asks for a read token by default; a command that needs more says which login grants it', async () => {
    const own = { XDG_CONFIG_HOME: tempDir('scoped'), RECIPES_URL: '', RECIPES_TOKEN: '' };
    const args = ['login', '--url', bff.url, '--email', 'demo@viral.recipes', '--password-stdin'];
    const login = await runBinary(args, own, `${password}\n`);
    expect(login.status).toBe(0);
    expect(login.stdout).toContain('The API token may read (stats, recipes, tags)');
    expect((await runBinary(['stats'], own)).status).toBe(0);
    const purge = await runBinary(['purge', '--stats', '--yes'], own);
    expect(purge.status).toBe(1);
    expect(purge.stderr).toContain('`recipes login --scope admin`');
    const importer = await runBinary([...args, '--scope', 'import'], own, `${password}\n`);
    expect(importer.stdout).toContain('The API token may import');
    const unknown = await runBinary([...args, '--scope', 'everything'], own, `${password}\n`);
    expect(unknown.status).toBe(2);
  });

  it('refuses a wrong password', async () => {
    const args = ['login', '--url', bff.url, '--email', 'demo@viral.recipes', '--password-stdin'];
    const login = await runBinary(args, { XDG_CONFIG_HOME: tempDir('bad') }, 'wrong-password');
    expect(login.status).toBe(1);
    expect(login.stderr).toContain('Invalid login credentials');
  });

  it('explains an unreachable server', async () => {
    const run = await runBinary(['stats'], {
      XDG_CONFIG_HOME: tempDir('none'),
      RECIPES_URL: 'http://127.0.0.1:9',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Cannot reach the site at http://127.0.0.1:9');
  });
});

describe('where the token and password may go', () => {
  it('does not hand the stored token to another site named by RECIPES_URL', async () => {
    const seen: (string | undefined)[] = [];
    const other = createServer((req, res) => {
      seen.push(req.headers.authorization);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
    const elsewhere = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      const run = await runBinary(['stats'], { ...env, RECIPES_URL: elsewhere });
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(`is not sent to ${elsewhere}`);
      expect(run.stderr).toContain('recipes login --url');
      expect(seen).toEqual([]);
    } finally {
      other.close();
    }
  });

  it('refuses plain http to another host, for login and commands, unless --allow-http', async () => {
    const { token } = JSON.parse(
      readFileSync(join(env.XDG_CONFIG_HOME ?? '', 'recipes', 'config.json'), 'utf8'),
    );
    // 0.0.0.0 reaches this machine's bff, yet is not a loopback name: it stands for a remote host
    const remote = bff.url.replace('127.0.0.1', '0.0.0.0');
    const own = { XDG_CONFIG_HOME: tempDir('http'), RECIPES_URL: remote, RECIPES_TOKEN: token };
    const refused = await runBinary(['stats'], own);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('over plain http://');
    expect((await runBinary(['stats', '--allow-http'], own)).status).toBe(0);

    const args = ['login', '--url', remote, '--email', 'demo@viral.recipes', '--password-stdin'];
    const login = await runBinary(args, { XDG_CONFIG_HOME: tempDir('http-login') }, password);
    expect(login.status).toBe(2);
    expect(login.stderr).toContain('--allow-http');
  });
});

describe('recipes import', () => {
  it('imports a file of 5 lines (one not a URL): exit 0, one line per item and the summary', async () => {
    const file = urlFile([
      `${site.origin}/recipe/Rice One`,
      'not a url',
      `${site.origin}/recipe/Rice Two`,
      `${site.origin}/recipe/Rice Three`,
      `${site.origin}/not-a-recipe`,
    ]);
    const run = await runBinary(['import', file], env);
    expect(run.stderr).toContain('Ignored 1 line(s)');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`${bff.url}/recipe/rice-two`);
    expect(run.stdout).toMatch(/^skipped +http:\/\/127\.0\.0\.1:\d+\/not-a-recipe +Validation failed/m);
    expect(run.stdout).toContain(
      'Bulk import completed! Successfully imported: 3, Failed: 0, Skipped (invalid): 1, Total processed: 4',
    );

    const again = await runBinary(['import', file], env);
    expect(again.status).toBe(0);
    // Pages already in the catalogue are not invalid ones: only the page that is not a recipe counts there.
    expect(again.stdout).toContain(
      'Successfully imported: 0, Failed: 0, Skipped (invalid): 1, Total processed: 4',
    );
    expect(again.stdout.match(/Already imported/g)).toHaveLength(3);
  }, 60_000);

  it('prints JSON lines with --json and exits 1 when a URL failed', async () => {
    const file = urlFile([`${site.origin}/recipe/Json Soup`, `${site.origin}/missing`]);
    const run = await runBinary(['import', file, '--json'], env);
    expect(run.status).toBe(1);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((l) => l.type)).toEqual(['job', 'item', 'item', 'summary']);
    expect(lines[1]).toMatchObject({ status: 'completed', recipe_url: `${bff.url}/recipe/json-soup` });
    expect(lines[2]).toMatchObject({ status: 'error', error: 'Failed to fetch recipe content: 404' });
    expect(lines[3]).toMatchObject({ total: 2, completed: 1, errors: 1 });
  }, 60_000);

  it("says each item's video outcome, and --wait-for-videos waits until none is being prepared", async () => {
    const clip = `${site.origin}/with-clip/Clip Curry`;
    const player = `${site.origin}/with-player/Player Pie`;
    const run = await runBinary(['import', urlFile([clip, player]), '--wait-for-videos'], env);
    expect(run.status).toBe(0);
    // The file is no video: refused once probed (or at once where the site has no ffmpeg).
    expect(run.stdout).toMatch(/^completed .*clip-curry · Video (being prepared|skipped: .+)$/m);
    expect(run.stdout).toMatch(/^completed .*player-pie · Video kept as a link$/m);
    expect(run.stdout.trim().split('\n').at(-1)).toBe('Videos: 1 video linked, 1 skipped.');

    const json = await runBinary(
      ['import', urlFile([`${site.origin}/with-player/Json Player`]), '--json'],
      env,
    );
    const lines = json.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines[1]).toMatchObject({ type: 'item', video: { status: 'linked', reason: null } });
    expect(lines[2]).toMatchObject({
      type: 'summary',
      videos: { being_prepared: 0, stored: 0, linked: 1, skipped: 0 },
    });
  }, 90_000);

  it('refuses a file with no valid URL as a usage error', async () => {
    const run = await runBinary(['import', '-'], env, 'ftp://nope\n\n  \n');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Please enter at least one valid URL');
  });

  it('detaches on Ctrl-C printing the job id, and --job re-attaches until the end', async () => {
    const file = urlFile([1, 2, 3].map((n) => `${site.origin}/slow/Slow Stew ${n}`));
    const child = startBinary(['import', file, '--json'], env);
    const result = finished(child);
    let out = '';
    child.stdout?.on('data', (chunk) => (out += chunk));
    await vi.waitFor(() => expect(out).toContain('"type":"item"'), { timeout: 20_000, interval: 50 });
    child.kill('SIGINT');
    const detached = await result;
    expect(detached.status).toBe(130);
    const id = JSON.parse(detached.stdout.split('\n')[0] ?? '').id as string;
    expect(detached.stdout).toContain(JSON.stringify({ type: 'detached', id }));
    expect(detached.stderr).toContain(`recipes import --job ${id}`);
    expect(detached.stdout).not.toContain('"type":"summary"');

    const reattached = await runBinary(['import', '--job', id, '--json'], env);
    expect(reattached.status).toBe(0);
    const summary = JSON.parse(reattached.stdout.trim().split('\n').at(-1) ?? '');
    expect(summary).toMatchObject({ type: 'summary', id, total: 3, processed: 3, errors: 0 });
  }, 60_000);
});

describe('recipes extract, purge and listings', () => {
  it('extract is a dry run that shows the recipe and saves nothing', async () => {
    const run = await runBinary(['extract', `${site.origin}/recipe/Dry Run Dal`, '--json'], env);
    expect(run.status).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result.validation.is_recipe).toBe(true);
    expect(result.recipe.title).toBe('Dry Run Dal');
    const list = await runBinary(['recipes', 'list', '--search', 'Dry Run Dal', '--json'], env);
    expect(JSON.parse(list.stdout).total).toBe(0);
  });

  it('images backfill goes through the recipes without a stored photo and prints the summary', async () => {
    const run = await runBinary(['images', 'backfill', '--json'], env);
    expect(run.status).toBe(0);
    // The demo's drawings are served as they are, and these imports named no photo: nothing to store.
    expect(JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '')).toEqual({
      type: 'summary',
      total: 0,
      stored: 0,
      failed: 0,
    });
    const plain = await runBinary(['images', 'backfill'], env);
    expect(plain.stdout.trim()).toBe('Every recipe photo is stored already.');
  });

  it('media migrate and media sweep report what they did', async () => {
    const run = await runBinary(['media', 'migrate', '--json'], env);
    expect(run.status).toBe(0);
    // This site stored every photo it has in the media store already.
    expect(JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '')).toEqual({
      type: 'summary',
      moved: 0,
      remaining: 0,
    });
    expect((await runBinary(['media', 'migrate'], env)).stdout.trim()).toBe(
      'Every photo file is in the media store already.',
    );
    const sweep = await runBinary(['media', 'sweep'], env);
    expect(sweep.status).toBe(0);
    expect(sweep.stdout.trim()).toBe('Deleted 0 unreferenced files and 0 unfinished uploads.');
  });

  it('purge refuses without DELETE, and runs with --yes', async () => {
    const before = JSON.parse((await runBinary(['recipes', 'list', '--json'], env)).stdout).total as number;
    expect(before).toBeGreaterThan(0);
    const refused = await runBinary(['purge', '--recipes'], env, 'delete\n');
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain(`Would delete: ${before} recipes.`);
    expect(refused.stderr).toContain('nothing was deleted');
    expect(JSON.parse((await runBinary(['recipes', 'list', '--json'], env)).stdout).total).toBe(before);

    const purged = await runBinary(['purge', '--recipes', '--yes'], env);
    expect(purged.status).toBe(0);
    expect(purged.stdout).toContain(`Deleted: ${before} recipes.`);
    expect(JSON.parse((await runBinary(['recipes', 'list', '--json'], env)).stdout).total).toBe(0);
  }, 30_000);

  it('purge with no target is a usage error', async () => {
    const run = await runBinary(['purge', '--yes'], env);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Choose exactly one of');
  });

  it('tags list prints the tags, as JSON with --json', async () => {
    const run = await runBinary(['tags', 'list', '--json'], env);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).length).toBeGreaterThan(0);
  });
});
