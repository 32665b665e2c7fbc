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

  it('ends idle sessions after 30 minutes unless SESSION_IDLE_MINUTES says otherwise', () => {
    expect(loadConfig({}).sessionIdleMinutes).toBe(30);
    expect(loadConfig({ SESSION_IDLE_MINUTES: '240' }).sessionIdleMinutes).toBe(240);
  });

  it('lets API tokens live 90 days unless API_TOKEN_TTL_DAYS says otherwise', () => {
    expect(loadConfig({}).apiTokenTtlDays).toBe(90);
    expect(loadConfig({ API_TOKEN_TTL_DAYS: '7' }).apiTokenTtlDays).toBe(7);
  });

  it('turns the demo on by default only on a loopback address; elsewhere only DEMO=true does', () => {
    for (const HOST of ['127.0.0.1', '127.0.1.1', 'localhost', '::1', '[::1]'])
      expect(loadConfig({ HOST }).demo, HOST).toBe(true);
    const exposed = { HOST: '0.0.0.0', PUBLIC_URL: 'https://recipes.example' };
    expect(loadConfig(exposed).demo).toBe(false);
    expect(loadConfig({ ...exposed, HOST: '192.168.1.20' }).demo).toBe(false);
    expect(loadConfig({ ...exposed, DEMO: 'true' }).demo).toBe(true);
  });

  it('needs PUBLIC_URL only off loopback, and keeps just its origin', () => {
    expect(loadConfig({ HOST: 'localhost' }).publicUrl).toBeUndefined();
    expect(loadConfig({ HOST: '::', PUBLIC_URL: 'https://Recipes.Example/' }).publicUrl).toBe(
      'https://recipes.example',
    );
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/PUBLIC_URL: required when HOST is not a loopback/);
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
    [{ PUBLIC_URL: 'https://recipes.example/shop' }, 'PUBLIC_URL'],
    [{ HOST: '0.0.0.0' }, 'PUBLIC_URL'],
    [{ HOST: 'recipes.internal' }, 'PUBLIC_URL'],
    [{ ADMIN_EMAIL: 'chef@example.com', ADMIN_PASSWORD: 'viral-demo-2025' }, 'ADMIN_PASSWORD'],
    [{ RUN_MIGRATIONS: 'later' }, 'RUN_MIGRATIONS'],
    [{ IMPORT_LEASE_SECONDS: '1' }, 'IMPORT_LEASE_SECONDS'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_SIZE: 'many' }, 'DATABASE_POOL_SIZE'],
    [{ COMPRESS_RESPONSES: 'sometimes' }, 'COMPRESS_RESPONSES'],
    [{ SESSION_IDLE_MINUTES: '0' }, 'SESSION_IDLE_MINUTES'],
    [{ IMAGE_REPAIR_BUDGET_PER_MINUTE: '0' }, 'IMAGE_REPAIR_BUDGET_PER_MINUTE'],
    [{ VISITOR_WRITES_PER_MINUTE: '0' }, 'VISITOR_WRITES_PER_MINUTE'],
    [{ API_TOKEN_TTL_DAYS: '0' }, 'API_TOKEN_TTL_DAYS'],
  ])('refuses %o with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}: `));
  });

  it('limits visitor writes per address to VISITOR_WRITES_PER_MINUTE, 300 by default', () => {
    expect(loadConfig({}).visitorWritesPerMinute).toBe(300);
    expect(loadConfig({ VISITOR_WRITES_PER_MINUTE: '20' }).visitorWritesPerMinute).toBe(20);
  });

  it('reads the AI model and allowed import hosts', () => {
    const config = loadConfig({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1',
      IMPORT_ALLOW_HOSTS: ' 127.0.0.1:8080, Recipes.Local:80 ,[::1]:3001',
    });
    expect(config.ai).toEqual({
      apiKey: 'sk-test',
      baseUrl: 'http://127.0.0.1:9999/v1',
      model: 'gpt-4o-mini',
    });
    expect(config.importAllowHosts).toEqual(['127.0.0.1:8080', 'recipes.local:80', '[::1]:3001']);
  });

  it.each([
    'recipes.local',
    '127.0.0.1',
    '::1:8080',
    'recipes.local:0',
    'recipes.local:70000',
    'recipes.local:80:81',
    'chef@recipes.local:80',
    'recipes.local/path:80',
  ])('refuses the IMPORT_ALLOW_HOSTS entry %s, naming the variable and the entry', (entry) => {
    const load = () => loadConfig({ IMPORT_ALLOW_HOSTS: `127.0.0.1:8080,${entry}` });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(`IMPORT_ALLOW_HOSTS: "${entry}" must be host:port`);
  });

  it('reads the budget of broken-image repairs per minute, 60 unless set', () => {
    expect(loadConfig({}).imageRepairBudgetPerMinute).toBe(60);
    expect(loadConfig({ IMAGE_REPAIR_BUDGET_PER_MINUTE: '20' }).imageRepairBudgetPerMinute).toBe(20);
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

  it('keeps media files in DATA_DIR unless a bucket is named, and reads the bucket settings', () => {
    expect(loadConfig({}).mediaS3).toBeUndefined();
    expect(
      loadConfig({
        MEDIA_S3_BUCKET: 'media',
        MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000',
        MEDIA_S3_ACCESS_KEY_ID: 'key',
        MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
        MEDIA_S3_FORCE_PATH_STYLE: 'true',
      }).mediaS3,
    ).toEqual({
      bucket: 'media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    // Keys from the SDK's own sources (a service account) when none are set.
    expect(loadConfig({ MEDIA_S3_BUCKET: 'media', MEDIA_S3_REGION: 'eu-west-1' }).mediaS3).toMatchObject({
      region: 'eu-west-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses half-given bucket settings, naming what is missing', () => {
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'media', MEDIA_S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /MEDIA_S3_SECRET_ACCESS_KEY: .*set together/,
    );
    expect(() => loadConfig({ MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /MEDIA_S3_BUCKET: required/,
    );
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'media', MEDIA_S3_ENDPOINT: 'not a url' })).toThrow(
      /MEDIA_S3_ENDPOINT/,
    );
  });
});
