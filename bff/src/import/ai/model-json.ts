import type { z } from 'zod';
import { ImportError } from '../import-error.ts';
import { AI_MESSAGES } from './ai-messages.ts';

interface ModelMessage {
  content?: string | null;
  refusal?: string | null;
}

/**
 * Reads the model's structured answer, with the message an admin sees for each way it can fail:
 * a refusal, an answer that is not JSON, JSON that does not parse, fields missing.
 */
export function readModelJson<T extends z.ZodType>(message: ModelMessage | undefined, schema: T): z.infer<T> {
  if (!message || message.refusal) throw new ImportError('ai_refused', AI_MESSAGES.refusal);
  const content = message.content?.trim() ?? '';
  if (!content.startsWith('{')) throw new ImportError('ai_not_json', AI_MESSAGES.nonJson);
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    throw new ImportError('ai_unparsable', AI_MESSAGES.unparsable);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ImportError('ai_missing_fields', AI_MESSAGES.missingFields);
  return parsed.data;
}
