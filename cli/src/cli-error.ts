/** Exit codes callers rely on: 1 a failure (a failed import, an API error), 2 a usage error. */
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/** An error whose message is meant for the operator as is, printed without a stack trace. */
export class CliError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode: number = EXIT_FAILURE) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}

export const LOGIN_HINT = 'Run `recipes login` to sign in again (or set RECIPES_TOKEN).';
