import { resolve } from 'node:path';
import type { Command } from 'commander';
import { CliError, EXIT_USAGE } from '../cli-error.ts';
import { readPassword } from '../support/terminal-input.ts';

interface CreateOptions {
  email: string;
  passwordStdin?: boolean;
}

/** The one command that opens the database itself: first set-up, before any admin can sign in. */
export async function createAdmin(
  options: CreateOptions,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const email = options.email.trim();
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new CliError(`Not an e-mail address: ${email}`, EXIT_USAGE);
  const password = await readPassword(Boolean(options.passwordStdin));
  if (password.length < 8) throw new CliError('The password needs at least 8 characters.', EXIT_USAGE);
  // drizzle costs about half a second at import: only this command pays for it.
  const { createDb, ensureAdmin } = await import('@viral/db');
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const dataDir = resolve(env.DATA_DIR?.trim() || './.data');
  const handle = await createDb({ databaseUrl, dataDir });
  try {
    await handle.migrate();
    const result = await ensureAdmin(handle.db, email, password);
    const where = databaseUrl ? 'the database of DATABASE_URL' : `the embedded database in ${dataDir}`;
    const what = { created: 'Created', updated: 'Updated', unchanged: 'Already up to date:' }[result];
    return `${what} administrator ${email.toLowerCase()} in ${where}.`;
  } finally {
    await handle.close();
  }
}

export function registerAdmin(program: Command): void {
  const admin = program.command('admin').description('set-up tasks run on the server itself');
  admin
    .command('create')
    .description('create an administrator, or reset its password, directly in the database')
    .requiredOption('--email <email>', "the administrator's e-mail")
    .option('--password-stdin', 'read the password from standard input instead of a prompt')
    .addHelpText(
      'after',
      `
Uses DATABASE_URL, or the embedded database in DATA_DIR (default ./.data). Stop the site first
when it uses the embedded database.

Examples:
  $ recipes admin create --email admin@example.com
  $ echo "$PASSWORD" | DATABASE_URL=postgres://… recipes admin create --email admin@example.com --password-stdin`,
    )
    .action(async (options: CreateOptions) => {
      console.log(await createAdmin(options));
    });
}
