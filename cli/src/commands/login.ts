import { hostname } from 'node:os';
import { API_TOKEN_SCOPES, type ApiTokenScope } from '@viral/domain';
import { type Command, Option } from 'commander';
import { ApiClient, okJson } from '../api-client.ts';
import { CliError } from '../cli-error.ts';
import { readConfig, resolveUrl, writeConfig } from '../config-store.ts';
import { askLine, readPassword } from '../support/terminal-input.ts';
import { assertSafeTransport } from '../transport-policy.ts';

interface LoginOptions {
  url?: string;
  email?: string;
  passwordStdin?: boolean;
  scope?: ApiTokenScope[];
}

/** What each scope lets the stored token do, in the words of the commands. */
const SCOPE_USES: Record<ApiTokenScope, string> = {
  read: 'stats, recipes, tags',
  import: 'import and extract too',
  admin: 'purge and images backfill too',
};

/** Signs in with the session cookie once, only to mint a bearer token; the cookie is then dropped. */
export async function login(options: LoginOptions): Promise<string> {
  const url = (options.url ?? resolveUrl()).replace(/\/+$/, '');
  assertSafeTransport(url); // before the password is asked for, not after
  if (!options.email && !process.stdin.isTTY) throw new CliError('Give --email when not on a terminal.', 2);
  const email = options.email ?? (await askLine('E-mail: ')).trim();
  if (!email) throw new CliError('An e-mail is required (--email).', 2);
  const password = await readPassword(Boolean(options.passwordStdin));
  const client = new ApiClient({ url, token: undefined });
  const signedIn = await client.api.auth.login.$post(
    { json: { email, password } },
    { headers: { origin: url } },
  );
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const scopes = options.scope?.length ? options.scope : (['read'] as ApiTokenScope[]);
  const created = await okJson(
    client.api.auth.tokens.$post(
      { json: { name: `recipes CLI on ${hostname()}`.slice(0, 100), scopes } },
      { headers: { origin: url, cookie } },
    ),
  );
  await client.api.auth.logout.$post({}, { headers: { origin: url, cookie } }).catch(() => {});
  writeConfig({ ...readConfig(), url, token: created.token, token_id: created.id, email });
  const expiry = created.expires_at
    ? ` It expires on ${created.expires_at.slice(0, 10)} (${created.expires_at}); run \`recipes login\` again then.`
    : '';
  const may = created.scopes.map((scope) => `${scope} (${SCOPE_USES[scope]})`).join(', ');
  return `Signed in to ${url} as ${email}. The API token may ${may}; it is stored in your config directory.${expiry}`;
}

export function registerLogin(program: Command): void {
  program
    .command('login')
    .description('sign in as an administrator and store an API token for the other commands')
    .option(
      '--url <url>',
      'the site to talk to (default: RECIPES_URL, the stored one, or http://localhost:3000)',
    )
    .option('--email <email>', "the administrator's e-mail (asked when missing)")
    .option('--password-stdin', 'read the password from standard input instead of a prompt')
    .addOption(
      new Option('--scope <scope...>', 'what the token may do (default: read)').choices(API_TOKEN_SCOPES),
    )
    .addHelpText(
      'after',
      `
Scopes (each includes the ones before it):
  read    stats, recipes, tags
  import  import, extract
  admin   purge, images backfill

Examples:
  $ recipes login --url https://recipes.example.com --email admin@example.com
  $ recipes login --scope import
  $ echo "$PASSWORD" | recipes login --email admin@example.com --password-stdin --scope admin`,
    )
    .action(async (options: LoginOptions) => {
      console.log(await login(options));
    });
}
