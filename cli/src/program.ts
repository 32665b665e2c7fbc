import { readFileSync } from 'node:fs';
import { Command } from 'commander';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The `recipes` command line; each subcommand registers itself here. */
export function buildProgram(): Command {
  return new Command('recipes')
    .description('Operate a Viral Recipes site from the terminal: imports, purges and listings.')
    .version(version, '-v, --version', 'print the version of the recipes CLI')
    .helpOption('-h, --help', 'show help for a command')
    .showHelpAfterError()
    .addHelpText(
      'after',
      `
Examples:
  $ recipes --version
  $ recipes --help

The site it talks to is set with RECIPES_URL (default http://localhost:3000).`,
    );
}
