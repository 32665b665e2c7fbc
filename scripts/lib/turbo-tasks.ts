import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './run.ts';

interface RunSummary {
  tasks: { taskId: string; cache: { status: string }; execution?: { startTime: number; endTime: number } }[];
}

/** The tasks of the newest `turbo --summarize` run started after `since`, longest first. */
export function turboTaskTimes(since: number): string {
  const dir = join(repoRoot, '.turbo', 'runs');
  if (!existsSync(dir)) return '';
  const newest = readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).mtimeMs >= since)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!newest) return '';
  const { tasks } = JSON.parse(readFileSync(newest, 'utf8')) as RunSummary;
  return tasks
    .flatMap(({ taskId, cache, execution }) =>
      execution
        ? [{ taskId, cached: cache.status === 'HIT', ms: execution.endTime - execution.startTime }]
        : [],
    )
    .sort((a, b) => b.ms - a.ms)
    .map(
      (t) =>
        `  ${t.taskId.padEnd(32)} ${String(Math.round(t.ms / 1000)).padStart(5)} s${t.cached ? ' (cached)' : ''}`,
    )
    .join('\n');
}
