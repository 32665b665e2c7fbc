import { createServer, type Server, type Socket } from 'node:net';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';

/** The query text on which the stand-in server hangs up, as PostgreSQL does when it is stopped. */
const HANG_UP = 'hang up';

function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0);
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

const authenticationOk = message('R', Buffer.from([0, 0, 0, 0]));
const readyForQuery = message('Z', Buffer.from('I'));
const selectDone = message('C', Buffer.from('SELECT 0\0'));

/**
 * Just enough of PostgreSQL's protocol for simple queries: every query is answered at once, except
 * `HANG_UP`, on which the connection is closed with the query unanswered.
 */
function answerSimpleQueries(peer: Socket) {
  let started = false;
  peer.on('data', (chunk) => {
    if (!started) {
      started = true;
      peer.write(Buffer.concat([authenticationOk, readyForQuery]));
      return;
    }
    if (chunk.toString('utf8', 5, chunk.length - 1) === HANG_UP) peer.destroy();
    else peer.write(Buffer.concat([selectDone, readyForQuery]));
  });
}

let server: Server | undefined;
let sql: postgres.Sql | undefined;

async function connectToStandIn(): Promise<postgres.Sql> {
  server = createServer(answerSimpleQueries);
  await new Promise<void>((ready) => server?.listen(0, '127.0.0.1', ready));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  sql = postgres({ host: '127.0.0.1', port, max: 1, ssl: false, fetch_types: false, backoff: () => 0 });
  // Without type fetching, a reservation as the pool's very first query is never answered.
  await sql.unsafe('select 0');
  return sql;
}

afterEach(async () => {
  await sql?.end({ timeout: 1 });
  server?.close();
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
