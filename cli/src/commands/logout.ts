import type { Command } from 'commander';
import { ApiClient, ApiError } from '../api-client.ts';
import { configPath, readConfig, removeConfig } from '../config-store.ts';

/** Revokes the stored token on the server, then forgets it; a token the server no longer knows is just forgotten. */
export async function logout(): Promise<string> {
  const stored = readConfig();
  if (!stored.token) return 'Not signed in; nothing to do.';
  const client = new ApiClient({ url: stored.url ?? '', token: stored.token });
  if (stored.token_id) {
    try {
      await client.api.auth.tokens[':id'].$delete({ param: { id: stored.token_id } });
    } catch (error) {
      if (!(error instanceof ApiError && (error.status === 401 || error.status === 404))) throw error;
    }
  }
  removeConfig(configPath());
  return `Signed out of ${stored.url}; the API token is revoked.`;
}

export function registerLogout(program: Command): void {
  program
    .command('logout')
    .description('revoke the stored API token and forget it')
    .addHelpText('after', '\nExample:\n  $ recipes logout')
    .action(async () => {
      console.log(await logout());
    });
}
