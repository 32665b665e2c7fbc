import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
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
 * The environment variables bff/src/config.ts reads: the keys of its zod object. Unknown variables
 * are silently ignored there, so a misspelt one in a manifest would otherwise go unnoticed.
 */
export function bffConfigVariables(): Set<string> {
  const source = readRepoFile('bff/src/config.ts');
  const body = source.slice(source.indexOf('const envSchema'), source.indexOf('.refine('));
  return new Set([...body.matchAll(/^\s{4}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1] as string));
}
