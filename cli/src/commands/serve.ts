import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';

interface ServeOptions {
  port?: string;
  host?: string;
  build: boolean;
}

/** The repository this CLI belongs to (cli/dist/commands → the root). */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Runs `scripts/start.ts` as `npm start` does (install, build, serve), or the bff alone with --no-build. */
export function serve(options: ServeOptions): Promise<number> {
  const entry = options.build ? 'scripts/start.ts' : 'bff/src/server.ts';
  const env = { ...process.env };
  if (options.port) env.PORT = options.port;
  if (options.host) env.HOST = options.host;
  const child = spawn(process.execPath, [entry], { cwd: repoRoot, env, stdio: 'inherit' });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward).on('SIGTERM', forward);
  return new Promise((done) => {
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward).off('SIGTERM', forward);
      done(code ?? (signal ? 128 : 1));
    });
  });
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('start the site as `npm start` does: build what changed, then serve it')
    .option('--port <port>', 'the port (PORT, default 3000)')
    .option('--host <host>', 'the address to listen on (HOST)')
    .option('--no-build', 'skip the install and build steps; start the server as it is')
    .addHelpText(
      'after',
      '\nExamples:\n  $ recipes serve\n  $ DATA_DIR=/var/lib/recipes recipes serve --port 8080 --no-build',
    )
    .action(async (options: ServeOptions) => {
      process.exitCode = await serve(options);
    });
}
