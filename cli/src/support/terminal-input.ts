import { createInterface } from 'node:readline';
import { CliError, EXIT_USAGE } from '../cli-error.ts';

export async function readAllStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** The first line of standard input (a piped password or confirmation word). */
export async function readStdinLine(): Promise<string> {
  return (await readAllStdin()).split(/\r?\n/)[0] ?? '';
}

export async function askLine(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await new Promise<string>((done) => rl.question(question, done));
  } finally {
    rl.close();
  }
}

/** Reads a password without echoing it; Ctrl-C aborts. Needs a terminal on standard input. */
export function askSecret(question: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY)
    throw new CliError('No terminal to ask for the password: use --password-stdin.', EXIT_USAGE);
  process.stderr.write(question);
  return new Promise((done, fail) => {
    let secret = '';
    const finish = () => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          finish();
          done(secret);
          return;
        }
        if (char === '\u0003') {
          finish();
          fail(new CliError('Cancelled.', 130));
          return;
        }
        if (char === '\u007f' || char === '\b') secret = secret.slice(0, -1);
        else secret += char;
      }
    };
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

/** A password from standard input (`--password-stdin`, or whenever stdin is not a terminal) or a prompt. */
export async function readPassword(fromStdin: boolean): Promise<string> {
  const password = fromStdin || !process.stdin.isTTY ? await readStdinLine() : await askSecret('Password: ');
  if (!password) throw new CliError('The password is empty.', EXIT_USAGE);
  return password;
}
