import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { readRepoFile } from './repo-files.ts';

export const DOCKERFILE = 'infra/docker/Dockerfile';

export interface Step {
  keyword: string;
  /** Shell words, or the strings of the JSON (exec) form. */
  args: string[];
  /** `--from=deps` is { from: 'deps' }. */
  flags: Record<string, string>;
  /** ENV's name=value pairs. */
  properties: Record<string, string>;
}

export interface Stage {
  name: string;
  image: string;
  steps: Step[];
}

function toStep(instruction: Instruction): Step {
  const content = instruction.getArgumentsContent() ?? '';
  const flagged = instruction as Instruction & {
    getFlags?: () => { getName(): string; getValue(): string | null }[];
    getProperties?: () => { getName(): string; getValue(): string | null }[];
  };
  const jsonForm = /^\s*\[/.test(content) ? tryJson(content) : undefined;
  return {
    keyword: instruction.getKeyword(),
    args:
      instruction.getKeyword() === 'HEALTHCHECK'
        ? healthcheckArgs(content)
        : (jsonForm ?? instruction.getArguments().map((argument) => argument.getValue())),
    flags: Object.fromEntries(
      (flagged.getFlags?.() ?? []).map((flag) => [flag.getName(), flag.getValue() ?? '']),
    ),
    properties:
      instruction.getKeyword() === 'ENV'
        ? Object.fromEntries(
            (flagged.getProperties?.() ?? []).map((property) => [
              property.getName(),
              property.getValue() ?? '',
            ]),
          )
        : {},
  };
}

/** `--interval=5s CMD ["node", "-e", "…"]` is ['CMD', 'node', '-e', '…']. */
function healthcheckArgs(content: string): string[] {
  const [, kind = '', command = ''] = content.replace(/^(\s*--\S+)+\s*/, '').match(/^(\w+)\s*(.*)$/s) ?? [];
  return [kind, ...(tryJson(command) ?? command.split(/\s+/).filter(Boolean))];
}

function tryJson(content: string): string[] | undefined {
  try {
    const parsed: unknown = JSON.parse(content);
    return Array.isArray(parsed) ? parsed.map(String) : undefined;
  } catch {
    return undefined;
  }
}

/** The Dockerfile's stages in order; the last one is what `docker build` without `--target` produces. */
export function readStages(path = DOCKERFILE): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of DockerfileParser.parse(readRepoFile(path)).getInstructions()) {
    const step = toStep(instruction);
    if (step.keyword === 'FROM') {
      const [image = '', , name = String(stages.length)] = step.args;
      stages.push({ name, image, steps: [] });
    } else stages.at(-1)?.steps.push(step);
  }
  return stages;
}

export function stage(name: string): Stage {
  const found = readStages().find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no stage ${name} in ${DOCKERFILE}`);
  return found;
}

export const stepsOf = (target: Stage, keyword: string) =>
  target.steps.filter((step) => step.keyword === keyword);
