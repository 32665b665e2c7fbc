import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const bin = fileURLToPath(new URL('../../bin/recipes.js', import.meta.url));

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built binary off a terminal (asynchronously: the page site lives in this process). */
export function startBinary(args: string[], env: NodeJS.ProcessEnv, input?: string): ChildProcess {
  const child = spawn(process.execPath, [bin, ...args], { env: { ...process.env, ...env }, stdio: 'pipe' });
  child.stdin?.end(input ?? '');
  return child;
}

export function finished(child: ChildProcess): Promise<Run> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => (stdout += chunk));
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  return new Promise((done) => child.on('close', (status) => done({ status, stdout, stderr })));
}

export const runBinary = (args: string[], env: NodeJS.ProcessEnv, input?: string) =>
  finished(startBinary(args, env, input));
