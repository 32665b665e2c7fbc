import { CommanderError } from 'commander';
import { CliError, EXIT_USAGE } from './cli-error.ts';
import { buildProgram } from './program.ts';

const program = buildProgram();
try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // help and version exit 0; commander has already printed its message
    process.exitCode = error.exitCode === 0 ? 0 : EXIT_USAGE;
  } else if (error instanceof CliError) {
    process.stderr.write(`recipes: ${error.message}\n`);
    process.exitCode = error.exitCode;
  } else {
    throw error;
  }
}
