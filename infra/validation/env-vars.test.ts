import { loadConfig } from '@viral/bff/config';
import { describe, expect, it } from 'vitest';
import { readCompose, readEnvFile } from './compose-file.ts';
import { stage, stepsOf } from './dockerfile.ts';
import { findObject } from './kubernetes.ts';
import { bffConfigVariables, readRepoFile } from './repo-files.ts';

/** Read by compose itself (interpolation, the postgres service), never by the bff. */
const COMPOSE_ONLY = ['POSTGRES_USER', 'POSTGRES_PASSWORD', 'POSTGRES_DB', 'PUBLIC_PORT'];

const kubernetesEnv = (deployment = 'viral-bff'): Record<string, string> => {
  const container = findObject('Deployment', deployment).spec.template.spec.containers[0];
  return {
    ...findObject('ConfigMap', 'viral-config').data,
    ...findObject('Secret', 'viral-secrets').stringData,
    ...Object.fromEntries(
      container.env.map((entry: { name: string; value: string }) => [entry.name, entry.value]),
    ),
  };
};

const composeEnv = (service: string): Record<string, string> => {
  const envFile = readEnvFile('infra/.env.example');
  for (const name of COMPOSE_ONLY) delete envFile[name];
  return { ...envFile, ...readCompose().services[service]?.environment };
};

const dockerfileEnv = (): Record<string, string> =>
  Object.assign({}, ...stepsOf(stage('bff'), 'ENV').map((step) => step.properties));

describe('the configuration the deployment files give the bff', () => {
  it('reads the variable names from bff/src/config.ts', () => {
    const known = bffConfigVariables();
    for (const name of ['DATABASE_URL', 'HOST', 'RUN_MIGRATIONS', 'REMOTES_FILE', 'MF_RECIPE_MANIFEST_URL'])
      expect(known).toContain(name);
  });

  it.each([
    ['Kubernetes (ConfigMap, Secret, Deployment env)', () => kubernetesEnv()],
    [
      'Kubernetes video worker (ConfigMap, Secret, Deployment env)',
      () => kubernetesEnv('viral-video-worker'),
    ],
    ['compose bff-1 (.env.example and environment)', () => composeEnv('bff-1')],
    ['compose migrate', () => composeEnv('migrate')],
  ])('%s sets only variables the bff reads, with values it accepts', (_, env) => {
    const known = bffConfigVariables();
    const variables = env();
    for (const name of Object.keys(variables).filter((key) => key !== 'NODE_ENV'))
      expect(known, `${name} is not read by bff/src/config.ts`).toContain(name);
    expect(() => loadConfig({ ...dockerfileEnv(), ...variables })).not.toThrow();
  });

  it('gives the image alone no public origin, so it stops at start until PUBLIC_URL is set, then runs without the demo', () => {
    const image = dockerfileEnv();
    for (const name of Object.keys(image).filter((key) => key !== 'NODE_ENV'))
      expect(bffConfigVariables(), `${name} is not read by bff/src/config.ts`).toContain(name);
    expect(() => loadConfig(image)).toThrow(/PUBLIC_URL: required/);
    expect(loadConfig({ ...image, PUBLIC_URL: 'https://recipes.example.com' })).toMatchObject({
      host: '0.0.0.0',
      databaseUrl: undefined,
      demo: false,
    });
  });

  it('runs the replicas on PostgreSQL, listening on all interfaces, without start-up migrations', () => {
    for (const env of [kubernetesEnv(), composeEnv('bff-2')]) {
      const config = loadConfig({ ...dockerfileEnv(), ...env });
      expect(config.databaseUrl).toMatch(/^postgres:\/\//);
      expect(config).toMatchObject({ host: '0.0.0.0', port: 3000, runMigrations: false, demo: false });
      expect(config.remotesFile).toBeDefined();
    }
  });

  it('runs the Kubernetes video worker as a worker only, on the same database, leaving the site its videos', () => {
    const site = loadConfig({ ...dockerfileEnv(), ...kubernetesEnv() });
    const worker = loadConfig({ ...dockerfileEnv(), ...kubernetesEnv('viral-video-worker') });
    expect(site).toMatchObject({ role: 'site', videoWorkers: 0 });
    expect(worker).toMatchObject({ role: 'worker', runMigrations: false, databaseUrl: site.databaseUrl });
    expect(worker.videoWorkers).toBeGreaterThan(0);
    expect(worker.mediaS3).toEqual(site.mediaS3);
  });

  it('documents the optional bff variables in infra/.env.example, set or commented out', () => {
    const example = readRepoFile('infra/.env.example');
    for (const name of [
      'ADMIN_EMAIL',
      'OPENAI_API_KEY',
      'IMPORT_ALLOW_HOSTS',
      'PUBLIC_URL',
      'MF_RECIPE_MANIFEST_URL',
    ])
      expect(example).toMatch(new RegExp(`^(# )?${name}=`, 'm'));
  });
});
