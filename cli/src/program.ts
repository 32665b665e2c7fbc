import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { registerAdmin } from './commands/admin.ts';
import { registerExtract } from './commands/extract.ts';
import { registerImages } from './commands/images.ts';
import { registerImport } from './commands/import.ts';
import { registerLogin } from './commands/login.ts';
import { registerLogout } from './commands/logout.ts';
import { registerMedia } from './commands/media.ts';
import { registerPurge } from './commands/purge.ts';
import { registerRecipes } from './commands/recipes.ts';
import { registerServe } from './commands/serve.ts';
import { registerStats } from './commands/stats.ts';
import { registerTags } from './commands/tags.ts';
import { allowPlainHttp } from './transport-policy.ts';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The `recipes` command line; each subcommand registers itself here. */
export function buildProgram(): Command {
  // exitOverride first, so every subcommand inherits it: main.ts maps usage errors to exit code 2
  const program = new Command('recipes')
    .exitOverride()
    .description('Operate a Viral Recipes site from the terminal: imports, purges and listings.')
    .version(version, '-v, --version', 'print the version of the recipes CLI')
    .helpOption('-h, --help', 'show help for a command')
    .showHelpAfterError()
    .option(
      '--allow-http',
      'allow plain http:// to a host other than this machine (password and token unencrypted)',
    )
    .hook('preAction', (thisCommand) => allowPlainHttp(Boolean(thisCommand.opts().allowHttp)))
    .addHelpText(
      'after',
      `
Examples:
  $ recipes --version
  $ recipes login --url http://localhost:3000 --email demo@viral.recipes
  $ recipes import urls.txt

The site and token come from \`recipes login\`; RECIPES_URL and RECIPES_TOKEN override them
(default URL http://localhost:3000). The stored token is only sent to the site that issued it, and
plain http:// only to this machine unless --allow-http is given.`,
    );
  for (const register of [
    registerLogin,
    registerLogout,
    registerImport,
    registerPurge,
    registerExtract,
    registerStats,
    registerTags,
    registerRecipes,
    registerImages,
    registerMedia,
    registerAdmin,
    registerServe,
  ])
    register(program);
  return program;
}
