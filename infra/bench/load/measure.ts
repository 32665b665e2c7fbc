import autocannon from 'autocannon';

export interface Figures {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  errors: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

export interface HttpTarget {
  name: string;
  method?: 'GET' | 'POST';
  /** Called per request so requests can vary (different queries, slugs). */
  path: () => string;
  body?: () => string;
  headers?: Record<string, string>;
}

/**
 * Loads one endpoint over loopback and records every response time (autocannon reports no p95).
 * With several base URLs (one per bff process) the connections are spread evenly over them, one
 * autocannon instance each, all running at once; the figures are for the whole.
 */
export async function measureHttp(
  baseUrls: string | string[],
  target: HttpTarget,
  seconds: number,
  connections = 10,
): Promise<Figures> {
  const urls = Array.isArray(baseUrls) ? baseUrls : [baseUrls];
  const latencies: number[] = [];
  let errors = 0;
  const load = (url: string, share: number) =>
    new Promise<void>((resolve, reject) => {
      const instance = autocannon(
        {
          url,
          connections: share,
          duration: seconds,
          requests: [
            {
              method: target.method ?? 'GET',
              setupRequest: (request) => ({
                ...request,
                path: target.path(),
                headers: {
                  ...target.headers,
                  ...(target.body && { 'content-type': 'application/json' }),
                },
                ...(target.body && { body: target.body() }),
              }),
            },
          ],
        },
        (error) => (error ? reject(error) : resolve()),
      );
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        if (statusCode >= 400) errors++;
        latencies.push(responseTime);
      });
    });
  const shares = urls.map(
    (_, i) => Math.floor(connections / urls.length) + (i < connections % urls.length ? 1 : 0),
  );
  await Promise.all(
    urls.flatMap((url, i) => ((shares[i] as number) > 0 ? [load(url, shares[i] as number)] : [])),
  );
  latencies.sort((a, b) => a - b);
  return summarise(target.name, latencies, seconds, errors);
}

/** A closed loop of `concurrency` workers issuing `run` back to back, as the direct-query ceiling. */
export async function measureDirect(
  name: string,
  run: () => Promise<unknown>,
  seconds: number,
  concurrency = 10,
) {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await run();
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return summarise(name, latencies, seconds, 0);
}

function summarise(name: string, sorted: number[], seconds: number, errors: number): Figures {
  return {
    name,
    requests: sorted.length,
    rps: Math.round(sorted.length / seconds),
    p50: Math.round(percentile(sorted, 50) * 10) / 10,
    p95: Math.round(percentile(sorted, 95) * 10) / 10,
    errors,
  };
}
