import type { Config } from '../config.ts';
import { createAiModel } from './ai/ai-model.ts';
import type { ImportContext } from './preview-import.ts';

/** The import context the configuration describes: its allow-list, and its model if any. */
export function importContextFor(config: Config): ImportContext {
  return { policy: { allowHosts: config.importAllowHosts }, ai: createAiModel(config.ai) };
}
