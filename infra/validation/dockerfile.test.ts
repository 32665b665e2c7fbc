import { existsSync, readFileSync } from 'node:fs';
import { join, matchesGlob, relative } from 'node:path';
import { repositoryWebRoot } from '@viral/bff/web-root';
import { describe, expect, it } from 'vitest';
import { readStages, stage, stepsOf } from './dockerfile.ts';
import { findObject } from './kubernetes.ts';
import { readRepoFile, repoRoot } from './repo-files.ts';
import { allWorkspaces, packageName, runtimeWorkspaces } from './workspaces.ts';

const runtime = () => stage('bff');
const env = () => Object.assign({}, ...stepsOf(runtime(), 'ENV').map((step) => step.properties));
const contextCopies = () =>
  stepsOf(runtime(), 'COPY')
    .filter((step) => !step.flags.from)
    .map((step) => step.args.slice(0, -1));
const copiedTo = (from: string) =>
  stepsOf(runtime(), 'COPY')
    .filter((step) => step.flags.from === from)
    .map((step) => step.args.at(-1)?.replace(/\/$/, ''));
const ignorePatterns = () =>
  readRepoFile('infra/docker/Dockerfile.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

describe('the bff image (infra/docker/Dockerfile)', () => {
  it('is multi-stage, with the server as the default (last) target on Node 24', () => {
    const stages = readStages();
    expect(stages.map((s) => s.name)).toEqual(expect.arrayContaining(['build', 'deps', 'remote', 'bff']));
    expect(stages.at(-1)?.name).toBe('bff');
    expect(readRepoFile('infra/docker/Dockerfile')).toMatch(/^ARG NODE_IMAGE=node:24(-slim|-alpine)?$/m);
    expect(runtime().image).toBe(`\${NODE_IMAGE}`);
  });

  it('builds with npm install (the lock lacks other platforms binaries) and turbo, for the shell and every remote', () => {
    const runs = stepsOf(stage('build'), 'RUN').map((step) => step.args.join(' '));
    expect(runs.some((run) => /^npm install\b/.test(run))).toBe(true);
    expect(runs.some((run) => /\bnpm ci\b/.test(run))).toBe(false);
    const build = runs.find((run) => run.includes('turbo run build')) ?? '';
    for (const app of ['shell', 'mf-feed', 'mf-recipe', 'mf-admin'])
      expect(build).toContain(`--filter=${packageName(app)}`);
  });

  it('installs no dev dependency into the runtime: only production dependencies of the server workspaces', () => {
    expect(stepsOf(runtime(), 'RUN').some((step) => step.args.includes('npm'))).toBe(false);
    const install = stepsOf(stage('deps'), 'RUN').find((step) => step.args[1] === 'install');
    expect(install?.args).toContain('--omit=dev');
    const workspaces = install?.args
      .filter((arg) => arg.startsWith('--workspace='))
      .map((arg) => arg.slice(12));
    expect(workspaces?.toSorted()).toEqual(runtimeWorkspaces('bff').map(packageName).toSorted());
    expect(copiedTo('build')).not.toContain('node_modules');
  });

  it('copies source, package.json and nested node_modules of every workspace the server imports', () => {
    const sources = contextCopies().flat();
    const fromDeps = copiedTo('deps');
    expect(fromDeps).toContain('node_modules');
    for (const workspace of runtimeWorkspaces('bff')) {
      expect(sources).toContain(`${workspace}/src`);
      expect(sources).toContain(`${workspace}/package.json`);
      expect(fromDeps).toContain(`${workspace}/node_modules`);
    }
    expect(sources).toContain('db/migrations');
  });

  it('carries the built site where the bff looks for it, and the demo images', () => {
    const root = repositoryWebRoot();
    const fromBuild = copiedTo('build');
    for (const dir of [root.shellDir, ...Object.values(root.remotes).map((remote) => remote.dir)])
      expect(fromBuild).toContain(relative(repoRoot, dir));
    expect(contextCopies().flat()).toContain(relative(repoRoot, root.mediaDir));
  });

  it('runs as a non-root user, the one the Kubernetes pods declare', () => {
    const user = stepsOf(runtime(), 'USER').at(-1)?.args[0] ?? 'root';
    const [uid] = user.split(':');
    expect(['root', '0']).not.toContain(uid);
    expect(Number(uid)).toBe(findObject('Deployment').spec.template.spec.securityContext.runAsUser);
  });

  it('listens on 0.0.0.0:3000 in production mode and starts the TypeScript server source', () => {
    expect(env()).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0', PORT: '3000' });
    expect(stepsOf(runtime(), 'EXPOSE').flatMap((step) => step.args)).toContain(env().PORT);
    const command = stepsOf(runtime(), 'CMD').at(-1)?.args ?? [];
    expect(command).toEqual(['node', 'bff/src/server.ts']);
    expect(existsSync(join(repoRoot, 'bff/src/server.ts'))).toBe(true);
  });

  it('has a health check on /healthz that needs no curl (node fetch)', () => {
    const healthcheck = stepsOf(runtime(), 'HEALTHCHECK').at(-1);
    expect(healthcheck?.args[0]).toBe('CMD');
    expect(healthcheck?.args[1]).toBe('node');
    expect(healthcheck?.args.join(' ')).toMatch(/fetch\(.*\/healthz/);
  });

  it('sends no node_modules, build output, database or test output to the build, but everything the image copies', () => {
    const patterns = ignorePatterns();
    const ignored = (path: string) => patterns.some((pattern) => matchesGlob(path, pattern));
    for (const path of ['node_modules', 'bff/node_modules', 'shell/dist', '.data', '.turbo', 'test-results'])
      expect(ignored(path), path).toBe(true);
    expect(ignored('bff/src/config.test.ts')).toBe(true);
    for (const [source] of contextCopies()) expect(ignored(source as string), source).toBe(false);
    const remoteTemplate = stepsOf(stage('remote'), 'COPY').find((step) => !step.flags.from)?.args[0];
    expect(ignored(remoteTemplate as string)).toBe(false);
  });

  it('copies only files that exist in the repository', () => {
    for (const [source] of contextCopies())
      expect(existsSync(join(repoRoot, source as string)), source).toBe(true);
    for (const workspace of allWorkspaces())
      if (
        readFileSync(join(repoRoot, 'infra/docker/Dockerfile'), 'utf8').includes(`${workspace}/package.json`)
      )
        expect(existsSync(join(repoRoot, workspace, 'package.json'))).toBe(true);
  });

  it('copies every workspace package.json into the install stages, which npm needs to honour the lock', () => {
    for (const stageName of ['build', 'deps']) {
      const copied = stepsOf(stage(stageName), 'COPY').flatMap((step) => step.args.slice(0, -1));
      for (const workspace of allWorkspaces())
        expect(copied.some((source) => source.replace(/^\/app\//, '') === `${workspace}/package.json`)).toBe(
          true,
        );
    }
  });
});
