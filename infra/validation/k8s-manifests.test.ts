import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TRANSCODE_BOUNDS, VIDEO_LIMITS } from '@viral/bff/media/video';
import { describe, expect, it } from 'vitest';
import {
  findObject,
  K8S_DIR,
  type K8sObject,
  modelFor,
  readKustomization,
  readManifests,
} from './kubernetes.ts';
import { repoRoot } from './repo-files.ts';

const deployment = () => findObject('Deployment', 'viral-bff');
const bffContainer = () => deployment().spec.template.spec.containers[0];
const migrateJob = () => findObject('Job', 'viral-migrate');
const videoWorker = () => findObject('Deployment', 'viral-video-worker');
const workerContainer = () => videoWorker().spec.template.spec.containers[0];
const podSpecs = () => [deployment(), migrateJob(), videoWorker()].map((object) => object.spec.template.spec);
const envOf = (container: { env?: { name: string; value: string }[] }) =>
  Object.fromEntries((container.env ?? []).map((entry) => [entry.name, entry.value]));

/** A Kubernetes quantity (`3584Mi`, `1Gi`, `512M`) in bytes. */
function bytesOf(quantity: string): number {
  const match = /^(\d+(?:\.\d+)?)(Ki|Mi|Gi|K|M|G)?$/.exec(quantity);
  if (!match) throw new Error(`not a memory quantity: ${quantity}`);
  const units: Record<string, number> = { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, K: 1e3, M: 1e6, G: 1e9 };
  return Number(match[1]) * (match[2] ? (units[match[2]] ?? 1) : 1);
}

describe('the Kubernetes manifests', () => {
  it('lists every manifest file in the kustomization, and only existing ones', () => {
    const files = readdirSync(join(repoRoot, K8S_DIR)).filter(
      (file) => file.endsWith('.yaml') && file !== 'kustomization.yaml',
    );
    expect(readKustomization().resources.toSorted()).toEqual(files.toSorted());
  });

  it('validates every object against the Kubernetes OpenAPI schema of its kind', () => {
    for (const { file, object } of readManifests()) {
      const Model = modelFor(object.apiVersion, object.kind);
      expect(Model, `${file}: unknown ${object.apiVersion} ${object.kind}`).toBeDefined();
      expect(() => Model && new Model(object).validate(), file).not.toThrow();
    }
  });

  it('catches a schema mistake (the validation really runs)', () => {
    const broken = structuredClone(deployment());
    broken.spec.template.spec.containers[0].readinessProbe.httpGet.port = { name: 'http' };
    const Model = modelFor(broken.apiVersion, broken.kind);
    expect(() => Model && new Model(broken).validate()).toThrow(/port/);
  });

  it('has the objects a production deployment needs, with unique names per kind', () => {
    const kinds = readManifests().map(({ object }) => `${object.kind}/${object.metadata.name}`);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const kind of ['ConfigMap', 'Secret', 'Job', 'Deployment', 'Service', 'HorizontalPodAutoscaler'])
      expect(
        kinds.some((name) => name.startsWith(`${kind}/`)),
        kind,
      ).toBe(true);
  });

  it('probes readiness on /readyz and liveness on /healthz through the named container port', () => {
    const container = bffContainer();
    const portNames = container.ports.map((port: { name: string }) => port.name);
    expect(container.readinessProbe.httpGet).toMatchObject({ path: '/readyz' });
    expect(container.livenessProbe.httpGet).toMatchObject({ path: '/healthz' });
    for (const probe of ['readinessProbe', 'livenessProbe', 'startupProbe'])
      expect(portNames).toContain(container[probe].httpGet.port);
  });

  it('leaves migrations to the Job: replicas start with RUN_MIGRATIONS=false and the Job runs the migrate script', () => {
    expect(bffContainer().env).toContainEqual({ name: 'RUN_MIGRATIONS', value: 'false' });
    const command: string[] = migrateJob().spec.template.spec.containers[0].command;
    expect(command.slice(0, 2)).toEqual(['node', 'bff/src/migrate.ts']);
    expect(existsSync(join(repoRoot, command[1] as string))).toBe(true);
  });

  it('runs the bff and the Job as the non-root user of the image, read-only, without privileges', () => {
    for (const podSpec of podSpecs()) {
      expect(podSpec.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
      for (const container of podSpec.containers)
        expect(container.securityContext).toMatchObject({
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
          capabilities: { drop: ['ALL'] },
        });
    }
  });

  it('gives the bff a PostgreSQL DATABASE_URL, so the read-only container never writes an embedded database', () => {
    const secret = findObject('Secret', 'viral-secrets');
    expect(secret.stringData.DATABASE_URL).toMatch(/^postgres(ql)?:\/\//);
    const sources = bffContainer().envFrom.map(
      (source: Record<string, { name: string }>) => Object.values(source)[0]?.name,
    );
    expect(sources).toContain('viral-secrets');
  });

  it('refers only to ConfigMaps and Secrets that exist', () => {
    const names = (kind: string) =>
      readManifests()
        .filter(({ object }) => object.kind === kind)
        .map(({ object }) => object.metadata.name);
    for (const podSpec of podSpecs()) {
      for (const container of podSpec.containers) {
        for (const source of container.envFrom ?? []) {
          if (source.configMapRef) expect(names('ConfigMap')).toContain(source.configMapRef.name);
          if (source.secretRef) expect(names('Secret')).toContain(source.secretRef.name);
        }
      }
      for (const volume of podSpec.volumes ?? [])
        if (volume.configMap) expect(names('ConfigMap')).toContain(volume.configMap.name);
    }
  });

  it('points REMOTES_FILE at a key of the remotes ConfigMap mounted as a directory, so edits reach running pods', () => {
    const remotesFile: string = findObject('ConfigMap', 'viral-config').data.REMOTES_FILE;
    const mount = bffContainer().volumeMounts.find((candidate: { mountPath: string }) =>
      remotesFile.startsWith(`${candidate.mountPath}/`),
    );
    expect(mount, 'no volume mounted where REMOTES_FILE points').toBeDefined();
    expect(mount.subPath).toBeUndefined();
    const volume = deployment().spec.template.spec.volumes.find(
      (v: { name: string }) => v.name === mount.name,
    );
    const configMap = findObject('ConfigMap', volume.configMap.name);
    const key = remotesFile.slice(mount.mountPath.length + 1);
    expect(JSON.parse(configMap.data[key])).toEqual({});
  });

  it('routes the Service, the PodDisruptionBudget and the Ingress to the bff pods and their port', () => {
    const podLabels = deployment().spec.template.metadata.labels;
    const service = findObject('Service', 'viral-bff');
    expect(podLabels).toMatchObject(service.spec.selector);
    expect(podLabels).toMatchObject(deployment().spec.selector.matchLabels);
    expect(podLabels).toMatchObject(findObject('PodDisruptionBudget').spec.selector.matchLabels);
    const portNames = bffContainer().ports.map((port: { name: string }) => port.name);
    for (const port of service.spec.ports) expect(portNames).toContain(port.targetPort);
    const backend = findObject('Ingress').spec.rules[0].http.paths[0].backend.service;
    expect(backend.name).toBe(service.metadata.name);
    expect(service.spec.ports.map((port: { name: string }) => port.name)).toContain(backend.port.name);
  });

  it('autoscales the bff Deployment on CPU, which needs CPU requests, keeping at least two replicas', () => {
    const hpa = findObject('HorizontalPodAutoscaler');
    expect(hpa.apiVersion).toBe('autoscaling/v2');
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'viral-bff' });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec.metrics[0].resource.name).toBe('cpu');
    expect(bffContainer().resources.requests.cpu).toBeDefined();
  });

  it('uses one image for the Job and the Deployments, the one the kustomization sets', () => {
    const images = [
      bffContainer().image,
      migrateJob().spec.template.spec.containers[0].image,
      workerContainer().image,
    ];
    const [image] = images;
    expect(new Set(images).size).toBe(1);
    expect(readKustomization().images?.map((entry) => entry.name)).toContain(image?.split(':')[0]);
  });

  it('marks the Secret as example values', () => {
    const secret: K8sObject = findObject('Secret');
    expect(Object.values(secret.stringData).some((value) => String(value).includes('EXAMPLE'))).toBe(true);
  });

  it('runs a worker-only Deployment for videos, which no Service, budget or autoscaler mistakes for the site', () => {
    expect(envOf(workerContainer())).toMatchObject({ BFF_ROLE: 'worker', RUN_MIGRATIONS: 'false' });
    expect(Number(envOf(workerContainer()).VIDEO_WORKERS)).toBeGreaterThan(0);
    // The site's replicas queue videos and leave ffmpeg to the worker pods.
    expect(envOf(bffContainer())).toMatchObject({ VIDEO_WORKERS: '0' });
    const podLabels = videoWorker().spec.template.metadata.labels;
    expect(podLabels).toMatchObject(videoWorker().spec.selector.matchLabels);
    const siteSelectors = [
      findObject('Service', 'viral-bff').spec.selector,
      findObject('PodDisruptionBudget').spec.selector.matchLabels,
      deployment().spec.selector.matchLabels,
    ];
    for (const selector of siteSelectors)
      expect(Object.entries(selector).every(([key, value]) => podLabels[key] === value)).toBe(false);
    expect(findObject('HorizontalPodAutoscaler').spec.scaleTargetRef.name).toBe('viral-bff');
    const sources = workerContainer().envFrom.map(
      (source: Record<string, { name: string }>) => Object.values(source)[0]?.name,
    );
    expect(sources).toEqual(expect.arrayContaining(['viral-config', 'viral-secrets']));
  });

  it('probes the worker on its health routes through its named port', () => {
    const container = workerContainer();
    const portNames = container.ports.map((port: { name: string }) => port.name);
    expect(container.readinessProbe.httpGet).toMatchObject({ path: '/readyz' });
    expect(container.livenessProbe.httpGet).toMatchObject({ path: '/healthz' });
    for (const probe of ['readinessProbe', 'livenessProbe', 'startupProbe'])
      expect(portNames).toContain(container[probe].httpGet.port);
  });

  it('sizes the worker for ffmpeg: memory above the address cap of each transcoder and the bff, /tmp for each download and its result', () => {
    const workers = Number(envOf(workerContainer()).VIDEO_WORKERS);
    const { limits, requests } = workerContainer().resources;
    const BFF_PEAK_BYTES = 512 * 2 ** 20;
    expect(bytesOf(limits.memory)).toBeGreaterThan(
      workers * TRANSCODE_BOUNDS.maxAddressSpaceBytes + BFF_PEAK_BYTES,
    );
    expect(bytesOf(requests.memory)).toBeLessThanOrEqual(bytesOf(limits.memory));
    expect(requests.cpu).toBeDefined();
    const tmp = workerContainer().volumeMounts.find(
      (mount: { mountPath: string }) => mount.mountPath === '/tmp',
    );
    const volume = videoWorker().spec.template.spec.volumes.find(
      (v: { name: string }) => v.name === tmp?.name,
    );
    const storedBytes =
      (VIDEO_LIMITS.maxDurationSeconds * (VIDEO_LIMITS.videoMaxRateKbps + VIDEO_LIMITS.audioKbps) * 1000) / 8;
    expect(bytesOf(volume.emptyDir.sizeLimit)).toBeGreaterThan(
      workers * (VIDEO_LIMITS.maxDownloadBytes + storedBytes),
    );
  });
});
