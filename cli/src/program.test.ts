import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/recipes.js', import.meta.url));
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

describe('the built recipes binary', () => {
  it('prints its package version', () => {
    expect(execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim()).toBe(version);
  });

  it('explains itself with --help, including an example', () => {
    const help = execFileSync(bin, ['--help'], { encoding: 'utf8' });
    expect(help).toContain('Usage: recipes [options]');
    expect(help).toContain('--version');
    expect(help).toContain('$ recipes --version');
  });

  it('rejects an unknown option with a usage error and a non-zero exit', () => {
    const run = spawnSync(bin, ['--frobnicate'], { encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("unknown option '--frobnicate'");
  });
});
