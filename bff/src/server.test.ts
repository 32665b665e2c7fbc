import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));

describe('bff start-up', () => {
  it('refuses a bad configuration value before touching anything, naming the variable', () => {
    const run = spawnSync(process.execPath, [serverEntry], {
      env: { PATH: process.env.PATH, PORT: 'not-a-port', DATA_DIR: '/nonexistent/should-not-be-created' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid configuration');
    expect(run.stderr).toContain('PORT: ');
  });
});
