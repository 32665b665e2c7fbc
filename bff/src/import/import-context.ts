import type { Config } from '../config.ts';
import type { MediaStore } from '../media/media-store.ts';
import { createAiModel } from './ai/ai-model.ts';
import type { ImportContext } from './preview-import.ts';

/** The import context the configuration describes: its allow-list, its model if any, and where photos go. */
export function importContextFor(config: Config, media?: MediaStore): ImportContext {
  return { policy: { allowHosts: config.importAllowHosts }, ai: createAiModel(config.ai), media };
}
