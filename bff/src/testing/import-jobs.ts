import type { ImportJobDetail } from '@viral/domain';
import { vi } from 'vitest';
import { asBrowser } from './auth-test-kit.ts';
import type { TestApp } from './test-app.ts';

/**
 * Polls an import job through the admin API, as the back office's page does, until it is
 * completed; its items say how each address went.
 */
export function waitForImport(
  t: Pick<TestApp, 'app'>,
  cookie: string,
  id: string,
  timeoutMs = 30_000,
): Promise<ImportJobDetail> {
  return vi.waitFor(
    async () => {
      const res = await t.app.request(`/api/admin/imports/${id}`, asBrowser(cookie));
      const job = (await res.json()) as ImportJobDetail;
      if (job.status !== 'completed') throw new Error(`import job ${id} still ${job.status}`);
      return job;
    },
    // The import workers of these tests poll every 50 ms; asking more often only adds requests.
    { timeout: timeoutMs, interval: 50 },
  );
}

/**
 * Starts an import job with this request to the admin API (a cookie's or an API token's) and waits
 * until it is completed, polling as the admin whose cookie this is.
 */
export async function runImport(
  t: Pick<TestApp, 'app'>,
  cookie: string,
  start: RequestInit,
  timeoutMs?: number,
): Promise<ImportJobDetail> {
  const res = await t.app.request('/api/admin/imports', start);
  if (res.status !== 202) throw new Error(`the import answered ${res.status}: ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  return waitForImport(t, cookie, id, timeoutMs);
}
