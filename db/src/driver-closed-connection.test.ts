import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { HANG_UP, type StandInServer, startStandInServer } from './stand-in-server.ts';

let server: StandInServer | undefined;
let sql: postgres.Sql | undefined;

async function connectToStandIn(): Promise<postgres.Sql> {
  server = await startStandInServer();
  const { port } = server;
  sql = postgres({ host: '127.0.0.1', port, max: 1, ssl: false, fetch_types: false, backoff: () => 0 });
  // Without type fetching, a reservation as the pool's very first query is never answered.
  await sql.unsafe('select 0');
  return sql;
}

afterEach(async () => {
  await sql?.end({ timeout: 1 });
  await server?.stop();
});

const closed = { code: 'CONNECTION_CLOSED' };

// Before the driver patch, each of these threw from a timer (`socket.write` on a closed socket),
// which no caller can catch: the process died, and the queries never settled.
describe('the database driver, once its server closed a connection', () => {
  it('fails the next queries of a reserved connection, then serves from a new one', async () => {
    const db = await connectToStandIn();
    const reserved = await db.reserve();
    await expect(reserved.unsafe(HANG_UP)).rejects.toMatchObject(closed);
    await expect(reserved.unsafe('select 1')).rejects.toMatchObject(closed);
    await expect(reserved.unsafe('select 2')).rejects.toMatchObject(closed);
    await expect(db.unsafe('select 3')).resolves.toBeDefined();
  }, 5000);

  it('fails a transaction that goes on querying, then serves from a new connection', async () => {
    const db = await connectToStandIn();
    const transaction = db.begin(async (tx) => {
      await tx.unsafe(HANG_UP).catch(() => {});
      await tx.unsafe('select 1');
    });
    await expect(transaction).rejects.toMatchObject(closed);
    await expect(db.unsafe('select 2')).resolves.toBeDefined();
  }, 5000);

  it('keeps the pool serving when a reserved connection that closed is released', async () => {
    const db = await connectToStandIn();
    const reserved = await db.reserve();
    await expect(reserved.unsafe(HANG_UP)).rejects.toMatchObject(closed);
    reserved.release();
    await expect(db.unsafe('select 1')).resolves.toBeDefined();
    await expect(db.unsafe('select 2')).resolves.toBeDefined();
  }, 5000);
});
