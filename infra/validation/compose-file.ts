import { parse } from 'yaml';
import { readRepoFile } from './repo-files.ts';

export interface Service {
  image?: string;
  build?: { context: string; dockerfile: string; target?: string };
  command?: string[];
  environment?: Record<string, string>;
  env_file?: string;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  ports?: string[];
}

export interface Compose {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

/** KEY=value lines of an env file, as compose reads infra/.env. */
export function readEnvFile(path: string): Record<string, string> {
  const entries = readRepoFile(path)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
  return Object.fromEntries(entries);
}

/** Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR:?error}, and $$ for a literal $. */
export function interpolate(text: string, variables: Record<string, string>): string {
  return text.replace(/\$\$|\$\{(\w+)(?::([-?])([^}]*))?\}/g, (match, name, operator, operand) => {
    if (match === '$$') return '$';
    const value = variables[name];
    if (value) return value;
    if (operator === '?') throw new Error(`compose would stop: ${operand}`);
    return operator === '-' ? operand : '';
  });
}

/** infra/compose.yaml as compose sees it with the values of infra/.env.example. */
export function readCompose(variables = readEnvFile('infra/.env.example')): Compose {
  return parse(interpolate(readRepoFile('infra/compose.yaml'), variables), { merge: true });
}
