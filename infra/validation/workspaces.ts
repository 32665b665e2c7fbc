import { readRepoFile } from './repo-files.ts';

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
}

const workspaceDirs = (): string[] => JSON.parse(readRepoFile('package.json')).workspaces;

const packageOf = (dir: string): PackageJson => JSON.parse(readRepoFile(`${dir}/package.json`));

/** The workspace folders a workspace needs at run time: itself and its `@viral/*` dependencies, transitively. */
export function runtimeWorkspaces(dir: string): string[] {
  const byName = new Map(workspaceDirs().map((candidate) => [packageOf(candidate).name, candidate]));
  const needed = new Set<string>();
  const visit = (current: string) => {
    if (needed.has(current)) return;
    needed.add(current);
    for (const dependency of Object.keys(packageOf(current).dependencies ?? {})) {
      const workspace = byName.get(dependency);
      if (workspace) visit(workspace);
    }
  };
  visit(dir);
  return [...needed].sort();
}

export const packageName = (dir: string) => packageOf(dir).name;
export const allWorkspaces = workspaceDirs;
