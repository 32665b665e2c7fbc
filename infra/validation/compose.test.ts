import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { interpolate, readCompose, type Service } from './compose-file.ts';
import { composeValidator } from './compose-schema.ts';
import { infraDir, readRepoFile } from './repo-files.ts';

const compose = () => readCompose();
const replicas = () => ['bff-1', 'bff-2'].map((name) => compose().services[name] as Service);

describe('infra/compose.yaml', () => {
  it('is valid against the Compose Specification schema', () => {
    const validate = composeValidator();
    expect(validate(compose()), JSON.stringify(validate.errors)).toBe(true);
  });

  it('is rejected by that schema when a key is misspelt (the validation really runs)', () => {
    const broken = compose();
    (broken.services['bff-1']?.healthcheck as Record<string, unknown>).intervall = '5s';
    expect(composeValidator()(broken)).toBe(false);
  });

  it('keeps PostgreSQL in a named volume and reports it healthy with pg_isready', () => {
    const { services, volumes } = compose();
    const postgres = services.postgres as Service;
    expect(postgres.image).toMatch(/^postgres:\d+/);
    const [volume] = (postgres.volumes?.[0] ?? '').split(':');
    expect(Object.keys(volumes ?? {})).toContain(volume);
    expect(postgres.healthcheck?.test.join(' ')).toContain('pg_isready');
  });

  it('migrates once with the bff image before the replicas start', () => {
    const { migrate } = compose().services as Record<string, Service>;
    expect(migrate?.command).toEqual(['node', 'bff/src/migrate.ts']);
    expect(migrate?.build).toMatchObject({
      context: '..',
      dockerfile: 'infra/docker/Dockerfile',
      target: 'bff',
    });
    expect(existsSync(join(infraDir, migrate?.build?.context ?? '', migrate?.build?.dockerfile ?? ''))).toBe(
      true,
    );
    expect(migrate?.depends_on?.postgres?.condition).toBe('service_healthy');
    for (const replica of replicas()) {
      expect(replica.image).toBe(migrate?.image);
      expect(replica.build).toEqual(migrate?.build);
      expect(replica.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        migrate: { condition: 'service_completed_successfully' },
      });
      expect(replica.environment?.RUN_MIGRATIONS).toBe('false');
    }
  });

  it('points every bff process at the postgres service and checks each replica on /readyz', () => {
    for (const service of [...replicas(), compose().services.migrate as Service]) {
      expect(new URL(service.environment?.DATABASE_URL ?? '').host).toBe('postgres:5432');
      expect(service.env_file).toBe('.env');
    }
    for (const replica of replicas()) {
      expect(replica.environment).toMatchObject({ HOST: '0.0.0.0', PORT: '3000' });
      expect(replica.healthcheck?.test.join(' ')).toContain('http://127.0.0.1:3000/readyz');
    }
  });

  it('mounts the remotes file where REMOTES_FILE points, from a file that is committed', () => {
    for (const replica of replicas()) {
      const mount = replica.volumes?.find(
        (volume) => volume.split(':')[1] === replica.environment?.REMOTES_FILE,
      );
      expect(mount).toBeDefined();
      expect(JSON.parse(readRepoFile(join('infra', mount?.split(':')[0] ?? '')))).toEqual({});
    }
  });

  it('publishes one port, the proxy on 3000, which load-balances both replicas with its committed nginx.conf', () => {
    const { services } = compose();
    const published = Object.entries(services).filter(([, service]) => service.ports);
    expect(published.map(([name]) => name)).toEqual(['proxy']);
    expect(services.proxy?.ports?.[0]).toMatch(/:3000$/);
    expect(Object.keys(services.proxy?.depends_on ?? {}).toSorted()).toEqual(['bff-1', 'bff-2']);
    const configMount = services.proxy?.volumes?.find((volume) => volume.includes('/etc/nginx/nginx.conf'));
    const config = readRepoFile(join('infra', configMount?.split(':')[0] ?? ''));
    expect(config).toMatch(/^\s*listen 3000;/m);
    expect(config).toMatch(/server bff-1:3000 [^;]*;\s*server bff-2:3000 /);
    expect(config).toMatch(/proxy_next_upstream error timeout http_502 http_503;/);
  });

  it("prepares videos in a worker-only bff that shares the replicas' database, media and image, and no proxy route", () => {
    const { services } = compose();
    const worker = services.worker as Service;
    expect(worker.environment).toMatchObject({ BFF_ROLE: 'worker', RUN_MIGRATIONS: 'false' });
    expect(Number(worker.environment?.VIDEO_WORKERS)).toBeGreaterThan(0);
    for (const replica of replicas()) {
      expect(replica.environment?.VIDEO_WORKERS).toBe('0');
      expect(replica.environment?.BFF_ROLE).toBeUndefined();
      expect(worker.environment?.DATABASE_URL).toBe(replica.environment?.DATABASE_URL);
      expect(worker.image).toBe(replica.image);
      expect(worker.volumes).toEqual(replica.volumes);
      expect(worker.depends_on).toEqual(replica.depends_on);
    }
    expect(worker.healthcheck?.test.join(' ')).toContain('/readyz');
    expect(Object.keys(services.proxy?.depends_on ?? {})).not.toContain('worker');
    expect(readRepoFile('infra/proxy/nginx.conf')).not.toMatch(/server worker:/);
  });

  it('stops with a message when POSTGRES_PASSWORD is not set', () => {
    expect(() => interpolate(readRepoFile('infra/compose.yaml'), {})).toThrow(/POSTGRES_PASSWORD/);
  });

  it('keeps secrets out of the repository: .env is ignored by git, .env.example is committed', () => {
    expect(readRepoFile('.gitignore').split('\n')).toContain('.env');
    expect(existsSync(join(infraDir, '.env.example'))).toBe(true);
  });
});
