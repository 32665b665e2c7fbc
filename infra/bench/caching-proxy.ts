// Caching proxy benchmark: the popular list, a recipe read and a recipe page's HTML, each loaded
// through the production nginx configuration (infra/proxy/nginx.conf, micro-caching what the bff
// marks shareable) and against the bff alone. Prints requests per second and p50/p95.
//   node infra/bench/caching-proxy.ts   (BENCH_SECONDS, default 10; BENCH_CONNECTIONS, default 10;
//   needs nginx: Debian's nginx-light)
import { startEmbeddedBff } from '@viral/bff/testing';
import { startLocalProxy } from '../proxy/local-proxy.ts';
import { type HttpTarget, measureHttp } from './load/measure.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const bff = await startEmbeddedBff({ LOG_LEVEL: 'warn', COMPRESS_RESPONSES: 'false' });
const replica = bff.url.replace('http://', '');
const proxy = await startLocalProxy([replica, replica]);

const targets: HttpTarget[] = [
  { name: 'popular list', path: () => '/api/recipes/popular' },
  { name: 'recipe by slug', path: () => '/api/recipes/baked-feta-pasta' },
  // The HTML carries a fresh CSP nonce per answer, so the proxy passes it through.
  { name: 'recipe page HTML', path: () => '/recipe/baked-feta-pasta' },
];

console.log(`${connections} connections, ${seconds} s each, embedded demo catalogue\n`);
console.log('read                via          req/s      p50      p95  errors');
try {
  for (const target of targets) {
    for (const [via, url] of [
      ['bff alone', bff.url],
      ['proxy', proxy.url],
    ] as const) {
      const f = await measureHttp(url, target, seconds, connections);
      console.log(
        `${target.name.padEnd(19)} ${via.padEnd(9)} ${String(Math.round(f.rps)).padStart(8)} ${`${f.p50} ms`.padStart(8)} ${`${f.p95} ms`.padStart(8)} ${String(f.errors).padStart(7)}`,
      );
    }
  }
} finally {
  await proxy.close();
  await bff.stop();
}
