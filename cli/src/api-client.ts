import type { AppType, SuccessBody } from '@viral/bff/client';
import { type ClientResponse, hc } from 'hono/client';
import { CliError, LOGIN_HINT } from './cli-error.ts';
import type { Connection } from './config-store.ts';
import { assertSafeTransport } from './transport-policy.ts';

interface ErrorBody {
  error?: { code?: string; message?: string };
}

/** Thrown for an answer that is not 2xx; `status` and `code` let commands react (422 on extract). */
export class ApiError extends CliError {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export function unreachable(url: string, cause: unknown): CliError {
  const reason = cause instanceof Error && cause.cause instanceof Error ? cause.cause.message : String(cause);
  return new CliError(
    `Cannot reach the site at ${url} (${reason}). Is it running? Start it with \`recipes serve\`, or point RECIPES_URL (or \`recipes login --url\`) at it.`,
  );
}

type Transport = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** The screens' typed client: paths, inputs and answers come from the bff's routes, so a changed route fails the build. */
const typedApi = (url: string, transport: Transport) => hc<AppType>(url, { fetch: transport }).api;

export type TypedApi = ReturnType<typeof typedApi>;

/**
 * The bff's HTTP API with the stored bearer token, e.g. `await okJson(client.api.admin.stats.$get())`.
 * Every failure (no answer, an answer that is not 2xx) becomes an error whose message is for the operator.
 */
export class ApiClient {
  readonly url: string;
  readonly token: string | undefined;
  readonly api: TypedApi;

  constructor(connection: Connection) {
    this.url = connection.url;
    this.token = connection.token;
    this.api = typedApi(this.url, (input, init) => this.send(input, init));
  }

  private async send(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
    assertSafeTransport(this.url);
    const headers = new Headers(init.headers);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    if (this.token) headers.set('authorization', `Bearer ${this.token}`);
    let response: Response;
    try {
      response = await fetch(input, { ...init, headers });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw unreachable(this.url, error);
    }
    if (!response.ok) throw await this.toError(response);
    return response;
  }

  private async toError(response: Response): Promise<ApiError> {
    const text = await response.text().catch(() => '');
    let body: ErrorBody = {};
    try {
      body = JSON.parse(text) as ErrorBody;
    } catch {}
    const code = body.error?.code ?? `http_${response.status}`;
    const message = body.error?.message ?? `${response.status} ${response.statusText}`.trim();
    if (response.status === 401 && !this.token)
      return new ApiError(401, code, `${message}. Not signed in: ${LOGIN_HINT}`);
    if (response.status === 401)
      return new ApiError(
        401,
        code,
        `The API token was refused (invalid, expired or revoked). ${LOGIN_HINT}`,
      );
    // The bff's message names the scope and the login that grants it.
    if (response.status === 403 && code === 'insufficient_scope') return new ApiError(403, code, message);
    if (response.status === 403)
      return new ApiError(403, code, `${message}. The token's account must be an administrator.`);
    return new ApiError(response.status, code, message);
  }
}

/** The JSON body of a typed call; the client has already turned any other answer into an ApiError. */
export async function okJson<R extends ClientResponse<unknown, number, 'json'>>(
  call: Promise<R>,
): Promise<SuccessBody<R>> {
  return (await (await call).json()) as SuccessBody<R>;
}
