import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './create-db.ts';
import { type StandInServer, startStandInServer } from './stand-in-server.ts';

/** A query while the database is away fails this soon, so a visitor gets a prompt 503. */
const FAILS_WITHIN_MS = 500;
/** Reads are served again this soon after the database's return. */
const BACK_WITHIN_MS = 1000;
/** A pool that lived through an outage still closes at once (a stopping bff waits for it). */
const CLOSES_WITHIN_MS = 1000;

let server: StandInServer | undefined;
let db: DbHandle | undefined;

afterEach(async () => {
  await db?.close();
  await server?.stop();
});

async function timed(step: () => Promise<unknown>): Promise<number> {
  const started = Date.now();
  await step();
  return Date.now() - started;
}

describe('the pool through an outage', () => {
  it('fails queries promptly however long the database is away, serves within a second of its return, and closes at once', async () => {
    server = await startStandInServer();
    const pool = await createDb({ databaseUrl: server.url });
    db = pool;
    await pool.ping();

    // Visitors keep asking while the database is away: every connection fails again and again.
    await server.stop();
    const failures: number[] = [];
    for (const outageEnds = Date.now() + 3000; Date.now() < outageEnds; ) {
      failures.push(
        await timed(() => Promise.all(Array.from({ length: 10 }, () => pool.ping().catch(() => {})))),
      );
      await sleep(20);
    }
    expect(Math.max(...failures), `ms to fail, round by round: ${failures}`).toBeLessThan(FAILS_WITHIN_MS);

    await server.start();
    const back = await timed(async () => {
      while (
        !(await pool.ping().then(
          () => true,
          () => false,
        ))
      )
        await sleep(10);
    });
    expect(back).toBeLessThan(BACK_WITHIN_MS);

    db = undefined;
    expect(await timed(() => pool.close())).toBeLessThan(CLOSES_WITHIN_MS);
  }, 15_000);
});
