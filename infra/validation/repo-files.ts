import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CONFIG_VARIABLES } from '@viral/bff/config';
import { parseAllDocuments } from 'yaml';

export const repoRoot = resolve(import.meta.dirname, '../..');
export const infraDir = join(repoRoot, 'infra');

export const readRepoFile = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

/** Every document of a YAML file, with `<<` merge keys resolved as compose and kubectl do. */
export function readYamlDocuments(path: string): unknown[] {
  return parseAllDocuments(readRepoFile(path), { merge: true }).map((document) => {
    if (document.errors.length > 0) throw new Error(`${path}: ${document.errors[0]?.message}`);
    return document.toJS();
  });
}

export function readYaml<T>(path: string): T {
  const [document] = readYamlDocuments(path);
  return document as T;
}

/**
 * The environment variables bff/src/config.ts reads. Unknown variables are silently ignored there,
 * so a misspelt one in a manifest would otherwise go unnoticed.
 */
export function bffConfigVariables(): Set<string> {
  return new Set(CONFIG_VARIABLES);
}
