import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBinary } from '../testing/run-binary.ts';

describe('recipes admin create', () => {
  it('creates an administrator in the embedded database of DATA_DIR', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'recipes-admin-')), 'data');
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const args = ['admin', 'create', '--email', 'Ops@Example.com', '--password-stdin'];
    const run = await runBinary(args, env, 'long-enough-secret\n');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      `Created administrator ops@example.com in the embedded database in ${dataDir}`,
    );
  }, 90_000);

  it('refuses a short password before touching the database', async () => {
    const run = await runBinary(
      ['admin', 'create', '--email', 'ops@example.com'],
      { DATA_DIR: '/nonexistent/x' },
      'short',
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('at least 8 characters');
  });
});
