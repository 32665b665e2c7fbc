import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { CliError, EXIT_USAGE, LOGIN_HINT } from './cli-error.ts';
import { parseSiteUrl } from './transport-policy.ts';

export const DEFAULT_URL = 'http://localhost:3000';

export interface StoredConfig {
  url?: string;
  token?: string;
  token_id?: string;
  email?: string;
}

/** XDG: $XDG_CONFIG_HOME/recipes/config.json, else ~/.config/recipes/config.json. */
export function configPath(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME?.trim() || join(homedir(), '.config');
  return join(base, 'recipes', 'config.json');
}

export function readConfig(path = configPath()): StoredConfig {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as StoredConfig;
  } catch {
    return {};
  }
}

/** The token is a secret: the file is created and kept at mode 0600, its folder at 0700. */
export function writeConfig(config: StoredConfig, path = configPath()): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
}

export function removeConfig(path = configPath()): void {
  rmSync(path, { force: true });
}

export interface Connection {
  url: string;
  token: string | undefined;
}

/** The site to talk to: RECIPES_URL, else the stored one, else the default. */
export function resolveUrl(env: NodeJS.ProcessEnv = process.env): string {
  const stored = readConfig(configPath(env));
  return (env.RECIPES_URL?.trim() || stored.url || DEFAULT_URL).replace(/\/+$/, '');
}

/**
 * RECIPES_URL and RECIPES_TOKEN override the stored values, for scripts. The stored token goes only
 * to the site (origin) it was issued by: pointing RECIPES_URL elsewhere must not hand it over.
 */
export function resolveConnection(env: NodeJS.ProcessEnv = process.env): Connection {
  const stored = readConfig(configPath(env));
  const url = resolveUrl(env);
  const explicitToken = env.RECIPES_TOKEN?.trim();
  if (explicitToken || !stored.token) return { url, token: explicitToken || undefined };
  const issuedBy = stored.url ? parseSiteUrl(stored.url).origin : undefined;
  const target = parseSiteUrl(url).origin;
  if (issuedBy !== target)
    throw new CliError(
      `The stored API token belongs to ${issuedBy ?? 'another site'} and is not sent to ${target}. ` +
        `Run \`recipes login --url ${target}\` to sign in there, or set RECIPES_TOKEN.`,
      EXIT_USAGE,
    );
  return { url, token: stored.token };
}

export function requireToken(connection: Connection): string {
  if (!connection.token) throw new CliError(`Not signed in to ${connection.url}. ${LOGIN_HINT}`);
  return connection.token;
}
