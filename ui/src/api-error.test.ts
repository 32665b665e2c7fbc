import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from './api-error.ts';

describe('toApiError', () => {
  it("maps the backend's error JSON to an ApiError with status, code and message", async () => {
    const response = Response.json(
      { error: { code: 'not_found', message: 'Recipe not found' } },
      { status: 404 },
    );
    const error = await toApiError(response);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Recipe not found' });
  });

  it('still gives an ApiError when the error body is not JSON', async () => {
    const response = new Response('<h1>Bad gateway</h1>', { status: 502 });
    await expect(toApiError(response)).resolves.toMatchObject({
      status: 502,
      code: 'http_error',
      message: 'Request failed with status 502',
    });
  });
});
