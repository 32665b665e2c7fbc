// Makes the run's database template, then starts the production server of every Playwright
// worker side by side on copies of it, and says so once each one answers: Playwright starts the
// entries of `webServer` one after another.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { COMPILE_CACHE_DIR } from '@viral/bff/testing';
import { makeDataTemplate, removeDataTemplate } from './data-template.ts';
import { serverPort, serverUrl, workerCount } from './worker-servers.ts';

// The specs' own bffs copy it too, so it lives as long as this process.
process.on('exit', removeDataTemplate);
await makeDataTemplate();

const servers = Array.from({ length: workerCount }, (_, index) =>
  spawn(process.execPath, [join(import.meta.dirname, 'serve-production-build.ts')], {
    env: { ...process.env, NODE_COMPILE_CACHE: COMPILE_CACHE_DIR, E2E_PORT: String(serverPort(index)) },
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
);
const stopAll = () => {
  for (const server of servers) server.kill('SIGTERM');
};
// One server gone ends them all, and this process with them, so Playwright sees it.
let ready = false;
let exited = 0;
for (const server of servers)
  server.once('exit', () => {
    stopAll();
    if (++exited === servers.length) process.exit(ready ? 0 : 1);
  });
process.once('SIGTERM', stopAll);

async function answering(url: string): Promise<void> {
  while (
    !(await fetch(url).then(
      (res) => res.ok,
      () => false,
    ))
  )
    await sleep(200);
}

await Promise.all(servers.map((_, index) => answering(`${serverUrl(index)}/readyz`)));
ready = true;
console.log(`${workerCount} end-to-end servers ready`);
