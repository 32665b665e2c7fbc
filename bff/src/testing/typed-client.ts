import { type ClientResponse, hc } from 'hono/client';
import type { AppType } from '../app.ts';
import type { SuccessBody } from '../client.ts';

type Requestable = { request(input: RequestInfo | URL, init?: RequestInit): Response | Promise<Response> };

/** The typed `/api` client the frontends use, calling the app in process: paths, queries and answers checked by tsc. */
export function typedClient(app: Requestable) {
  return hc<AppType>('http://localhost', {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => app.request(input, init),
  }).api;
}

/** The JSON body of a call that must succeed; any other answer fails the test with its status and body. */
export async function okJson<R extends ClientResponse<unknown, number, 'json'>>(
  call: Promise<R>,
): Promise<SuccessBody<R>> {
  const response = await call;
  if (!response.ok) throw new Error(`Expected success, got ${response.status}: ${await response.text()}`);
  return (await response.json()) as SuccessBody<R>;
}
