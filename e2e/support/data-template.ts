// The demo catalogue's embedded database, migrated and seeded once per run: every end-to-end bff
// (the workers' servers and the specs' own) starts on a copy of it instead of migrating and
// seeding a database of its own, which is most of a start's CPU.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBff } from '@viral/bff/testing';

/**
 * Where this run keeps it. Set once, by the first process that loads this module (Playwright's
 * runner, through the config); the servers' command and the workers inherit the variable.
 */
process.env.E2E_DATA_TEMPLATE ??= join(
  tmpdir(),
  `vr-e2e-template-${process.env.E2E_PORT ?? 3100}-${process.pid}`,
);
export const DATA_TEMPLATE_DIR = process.env.E2E_DATA_TEMPLATE;

/** The settings every end-to-end bff shares with the template's. */
export const DEMO_SETTINGS = { DEMO: 'true', DEMO_VIDEOS: 'false' } as const;

/** Starts a bff on an empty folder, lets it migrate and seed, and stops it, leaving the folder as the template. */
export async function makeDataTemplate(): Promise<void> {
  rmSync(DATA_TEMPLATE_DIR, { recursive: true, force: true });
  const bff = await startBff({ DATA_DIR: DATA_TEMPLATE_DIR, ...DEMO_SETTINGS });
  const code = await bff.stop();
  if (code !== 0) throw new Error(`the template's bff exited with ${code}\n${bff.output()}`);
}

export function removeDataTemplate(): void {
  rmSync(DATA_TEMPLATE_DIR, { recursive: true, force: true });
}

/**
 * A new folder holding a copy of the template, or an empty one (its bff then migrates and seeds it)
 * when this run has none, e.g. a spec run against servers started some other way.
 */
export function freshDataDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  try {
    if (existsSync(DATA_TEMPLATE_DIR)) cpSync(DATA_TEMPLATE_DIR, dir, { recursive: true });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return dir;
}
