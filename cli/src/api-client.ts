import { CliError, LOGIN_HINT } from './cli-error.ts';
import type { Connection } from './config-store.ts';
import { assertSafeTransport } from './transport-policy.ts';

export interface RequestOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send no Authorization header (login). */
  anonymous?: boolean;
}

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

/** The bff's HTTP API with the stored bearer token; every failure becomes a message for the operator. */
export class ApiClient {
  readonly url: string;
  readonly token: string | undefined;

  constructor(connection: Connection) {
    this.url = connection.url;
    this.token = connection.token;
  }

  async fetch(path: string, options: RequestOptions = {}): Promise<Response> {
    assertSafeTransport(this.url);
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (this.token && !options.anonymous) headers.authorization = `Bearer ${this.token}`;
    let response: Response;
    try {
      response = await fetch(`${this.url}${path}`, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? null : JSON.stringify(options.body),
        signal: options.signal ?? null,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw unreachable(this.url, error);
    }
    if (!response.ok) throw await this.toError(response);
    return response;
  }

  async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const response = await this.fetch(path, options);
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
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
    if (response.status === 403)
      return new ApiError(403, code, `${message}. The token's account must be an administrator.`);
    return new ApiError(response.status, code, message);
  }
}
