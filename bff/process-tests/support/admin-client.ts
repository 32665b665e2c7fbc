export const ADMIN = { email: 'ops@example.test', password: 'process-test-password' };
export const ADMIN_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

/** Signs in on this bff as the admin and returns the session cookie (`vr_session=…`). */
export async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('vr_session='));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie.split(';')[0] ?? '';
}

/** A cookie-authenticated admin call, with the Origin the same-origin check wants on writes. */
export function adminFetch(baseUrl: string, cookie: string, path: string, init: RequestInit = {}) {
  return fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie, ...init.headers },
  });
}

/** Starts an import job of these URLs through the admin API and returns its id. */
export async function startImport(baseUrl: string, cookie: string, urls: string[]): Promise<string> {
  const res = await adminFetch(baseUrl, cookie, '/api/admin/imports', {
    method: 'POST',
    body: JSON.stringify({ urls }),
  });
  if (res.status !== 202) throw new Error(`import answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

export interface JobView {
  status: string;
  items: { url: string; status: string; error: string | null }[];
}

/** Polls the job on this bff until it is completed. */
export async function waitForJob(baseUrl: string, cookie: string, jobId: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = (await (await adminFetch(baseUrl, cookie, `/api/admin/imports/${jobId}`)).json()) as JobView;
    if (job.status === 'completed') return job;
    if (Date.now() > deadline) throw new Error(`job still ${job.status}: ${JSON.stringify(job.items)}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}
