// An OpenAI-compatible chat model for tests and offline imports: it answers POST …/chat/completions
// from a queue of answers (or a reply function), remembers every request, and can hold requests
// until the caller answers them. Serve it through msw (modelHandlers) or on a local port (listen).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One chat completion request as the model received it. */
export type ChatRequest = Record<string, unknown> & { messages?: { role: string; content: unknown }[] };

/** An answer: message content (an object is sent as its JSON), a refusal, or a failed call. */
export type ModelAnswer =
  | { content: string | null | object; refusal?: string | null }
  | { status: number; message: string };

export interface HeldRequest {
  body: ChatRequest;
  answer(answer: ModelAnswer): void;
}

export interface ModelDouble {
  /** Answers served in order, one per request; tests may push to it or empty it. */
  queued: ModelAnswer[];
  /** Every request body, in order. */
  sent: ChatRequest[];
  /** Answers a chat completions request (a fetch-style handler). */
  handle(request: Request): Promise<Response>;
  /** With `hold`: the next request still waiting for its answer. */
  nextRequest(): Promise<HeldRequest>;
  /** Serves the model on 127.0.0.1; `baseUrl` ends in /v1, as OPENAI_BASE_URL does. */
  listen(): Promise<{ baseUrl: string; close(): Promise<void> }>;
}

export const MODEL_NAME = 'test-model';

export const completion = (answer: Extract<ModelAnswer, { content: unknown }>) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 1,
  model: MODEL_NAME,
  choices: [
    {
      index: 0,
      finish_reason: 'stop',
      message: {
        role: 'assistant',
        refusal: answer.refusal ?? null,
        content:
          answer.content === null || typeof answer.content === 'string'
            ? answer.content
            : JSON.stringify(answer.content),
      },
    },
  ],
});

const toResponse = (answer: ModelAnswer) =>
  'status' in answer
    ? Response.json({ error: { message: answer.message } }, { status: answer.status })
    : Response.json(completion(answer));

export function modelDouble(
  options: {
    /** Answers a request when the queue is empty; without it such a request fails with 500. */
    reply?: (body: ChatRequest) => ModelAnswer;
    /** Every request waits until the caller answers it through nextRequest(). */
    hold?: boolean;
  } = {},
): ModelDouble {
  const held: HeldRequest[] = [];
  const waitingForRequest: ((request: HeldRequest) => void)[] = [];

  const double: ModelDouble = {
    queued: [],
    sent: [],
    async handle(request) {
      const body = (await request.json()) as ChatRequest;
      double.sent.push(body);
      if (options.hold)
        return new Promise<Response>((respond) => {
          const request: HeldRequest = { body, answer: (answer) => respond(toResponse(answer)) };
          const waiter = waitingForRequest.shift();
          if (waiter) waiter(request);
          else held.push(request);
        });
      const answer = double.queued.shift() ??
        options.reply?.(body) ?? { status: 500, message: 'no answer queued' };
      return toResponse(answer);
    },
    nextRequest() {
      const request = held.shift();
      if (request) return Promise.resolve(request);
      return new Promise((found) => waitingForRequest.push(found));
    },
    async listen() {
      const server = createServer(async (req, res) => {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const path = new URL(req.url ?? '/', 'http://model').pathname;
        if (req.method !== 'POST' || !path.endsWith('/chat/completions'))
          return void res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
        const answer = await double.handle(
          new Request('http://model/v1/chat/completions', { method: 'POST', body: Buffer.concat(chunks) }),
        );
        res
          .writeHead(answer.status, { 'content-type': 'application/json' })
          .end(Buffer.from(await answer.arrayBuffer()));
      });
      await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
      return {
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      };
    },
  };
  return double;
}
