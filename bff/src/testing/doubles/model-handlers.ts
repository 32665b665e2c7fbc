// The model double as msw request handlers, for tests whose OpenAI client calls a made-up address.
import { http } from 'msw';
import type { ModelDouble } from './model.ts';

/** Handlers answering `${baseUrl}/chat/completions`; create the OpenAI client after msw's listen(). */
export const modelHandlers = (model: ModelDouble, baseUrl: string) => [
  http.post(`${baseUrl}/chat/completions`, ({ request }) => model.handle(request)),
];
