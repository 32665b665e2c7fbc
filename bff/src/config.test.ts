import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives a working embedded set-up with no variables at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      databasePoolSize: undefined,
      compressResponses: true,
      dataDir: './.data',
      demo: true,
      ai: undefined,
    });
  });

  it('turns the demo off by default on PostgreSQL, and lets DEMO decide when set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/recipes' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/recipes', DEMO: 'true' }).demo).toBe(true);
    expect(loadConfig({ DEMO: 'off' }).demo).toBe(false);
  });

  it('sizes the PostgreSQL connection pool from DATABASE_POOL_SIZE', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x/y' }, 'DATABASE_URL'],
    [{ ADMIN_EMAIL: 'chef@example.com' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long enough' }, 'ADMIN_EMAIL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DEMO: 'maybe' }, 'DEMO'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ RUN_MIGRATIONS: 'later' }, 'RUN_MIGRATIONS'],
    [{ IMPORT_LEASE_SECONDS: '1' }, 'IMPORT_LEASE_SECONDS'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_SIZE: 'many' }, 'DATABASE_POOL_SIZE'],
    [{ COMPRESS_RESPONSES: 'sometimes' }, 'COMPRESS_RESPONSES'],
  ])('refuses %o with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}: `));
  });

  it('reads the AI model and allowed import hosts', () => {
    const config = loadConfig({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1',
      IMPORT_ALLOW_HOSTS: ' 127.0.0.1:8080, Recipes.Local ,',
    });
    expect(config.ai).toEqual({
      apiKey: 'sk-test',
      baseUrl: 'http://127.0.0.1:9999/v1',
      model: 'gpt-4o-mini',
    });
    expect(config.importAllowHosts).toEqual(['127.0.0.1:8080', 'recipes.local']);
  });

  it('migrates at start-up unless a separate step does it, and reads the replicas settings', () => {
    expect(loadConfig({}).runMigrations).toBe(true);
    const replica = loadConfig({
      RUN_MIGRATIONS: 'false',
      IMPORT_LEASE_SECONDS: '30',
      REMOTES_FILE: '/etc/viral/remotes.json',
    });
    expect(replica).toMatchObject({
      runMigrations: false,
      importLeaseSeconds: 30,
      remotesFile: '/etc/viral/remotes.json',
    });
  });
});
