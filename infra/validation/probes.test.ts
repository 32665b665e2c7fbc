import { createTestApp, type TestApp } from '@viral/bff/testing/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCompose } from './compose-file.ts';
import { stage, stepsOf } from './dockerfile.ts';
import { findObject } from './kubernetes.ts';

const pathOf = (url: string) => new URL(url).pathname;

/** Every health-check path the deployment files use, with where it comes from. */
function probePaths(): [string, string][] {
  const container = findObject('Deployment', 'viral-bff').spec.template.spec.containers[0];
  const worker = findObject('Deployment', 'viral-video-worker').spec.template.spec.containers[0];
  const dockerCheck = stepsOf(stage('bff'), 'HEALTHCHECK').at(-1)?.args.join(' ') ?? '';
  const composeCheck = readCompose().services['bff-1']?.healthcheck?.test.join(' ') ?? '';
  return [
    ['k8s readinessProbe', container.readinessProbe.httpGet.path],
    ['k8s livenessProbe', container.livenessProbe.httpGet.path],
    ['k8s startupProbe', container.startupProbe.httpGet.path],
    // The worker answers these two routes alone (bff/src/health/worker-app.ts), the site's own.
    ['k8s video worker readinessProbe', worker.readinessProbe.httpGet.path],
    ['k8s video worker livenessProbe', worker.livenessProbe.httpGet.path],
    ['k8s video worker startupProbe', worker.startupProbe.httpGet.path],
    // The image's check builds its URL from PORT: `'http://127.0.0.1:' + port + '/healthz'`.
    ['Dockerfile HEALTHCHECK', dockerCheck.match(/'(\/[^']*)'\)/)?.[1] ?? ''],
    ['compose healthcheck', pathOf(composeCheck.match(/http:\/\/[^'"]+/)?.[0] ?? '')],
  ];
}

describe('the health checks of the deployment files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('name real bff health routes, which answer JSON rather than the web site fallback', async () => {
    for (const [source, path] of probePaths()) {
      const response = await t.app.request(path);
      expect(response.status, `${source}: ${path}`).toBe(200);
      expect(await response.json(), `${source}: ${path}`).toMatchObject({
        status: expect.stringMatching(/ok|ready/),
      });
    }
  });

  it('use readiness, which fails while the database is down, to take a replica out of rotation', async () => {
    const readiness = probePaths().filter(([source]) => /readiness|compose/.test(source));
    expect(readiness.map(([, path]) => path)).toEqual(['/readyz', '/readyz', '/readyz']);
  });
});
