import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './run.ts';

interface RunSummary {
  tasks: { taskId: string; cache: { status: string }; execution?: { startTime: number; endTime: number } }[];
}

/** The tasks of every `turbo --summarize` run started after `since`: when each began, and how long it took. */
export function turboTaskTimes(since: number): string {
  const dir = join(repoRoot, '.turbo', 'runs');
  if (!existsSync(dir)) return '';
  const tasks = readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).mtimeMs >= since)
    .flatMap((file) => (JSON.parse(readFileSync(file, 'utf8')) as RunSummary).tasks)
    .flatMap(({ taskId, cache, execution }) =>
      execution && cache.status !== 'HIT'
        ? [{ taskId, from: execution.startTime - since, ms: execution.endTime - execution.startTime }]
        : [],
    );
  const seconds = (ms: number) => `${Math.round(ms / 1000)} s`.padStart(7);
  return tasks
    .sort((a, b) => b.ms - a.ms)
    .map((t) => `  ${t.taskId.padEnd(32)} ${seconds(t.from)} ${seconds(t.ms)}`)
    .join('\n');
}
