// The production build served by a bff process of its own on a fresh PostgreSQL database (no demo
// catalogue), with an admin to import through, for the photo benchmarks.
import { type BffProcess, startBff } from '@viral/bff/testing';
import { freshDatabase } from './load/fresh-database.ts';

const ADMIN = { email: 'bench@example.test', password: 'bench-admin-password' };

export interface PhotoBff {
  bff: BffProcess;
  url: string;
  databaseUrl: string;
  /** An admin call with the session cookie and the Origin writes need. */
  admin(path: string, init?: { method?: string; body?: unknown }): Promise<Response>;
  /** Imports these addresses as one job; resolves once it is completed, with the seconds it took. */
  importJob(urls: string[]): Promise<{ seconds: number; statuses: Record<string, number> }>;
  stop(): Promise<void>;
}

export async function startPhotoBff(databaseName: string, importHosts: string[]): Promise<PhotoBff> {
  const databaseUrl = await freshDatabase(databaseName);
  const bff = await startBff({
    DATABASE_URL: databaseUrl,
    IMPORT_ALLOW_HOSTS: importHosts.join(','),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The benchmark's recipe site has a self-signed certificate (infra/bench/photo-site.ts).
    NODE_TLS_REJECT_UNAUTHORIZED: '0',
  });
  const login = await fetch(`${bff.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: bff.url },
    body: JSON.stringify(ADMIN),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('vr_session='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`sign-in answered ${login.status}`);
  const admin = (path: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${bff.url}${path}`, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', origin: bff.url, cookie },
      ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
    });
  return {
    bff,
    url: bff.url,
    databaseUrl,
    admin,
    async importJob(urls) {
      const started = performance.now();
      const res = await admin('/api/admin/imports', { method: 'POST', body: { urls } });
      if (res.status !== 202) throw new Error(`import answered ${res.status}: ${await res.text()}`);
      const { id } = (await res.json()) as { id: string };
      for (;;) {
        const job = (await (await admin(`/api/admin/imports/${id}`)).json()) as {
          status: string;
          items: { status: string }[];
        };
        if (job.status === 'completed') {
          const statuses: Record<string, number> = {};
          for (const item of job.items) statuses[item.status] = (statuses[item.status] ?? 0) + 1;
          return { seconds: (performance.now() - started) / 1000, statuses };
        }
        await new Promise((wait) => setTimeout(wait, 100));
      }
    },
    stop: async () => {
      await bff.stop();
    },
  };
}
