import { connect, createServer, type Server, type Socket } from 'node:net';
import postgres from 'postgres';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { silentLinkWatch } from './silent-link-watch.ts';

const SILENCE_MS = 300;
let server: Server | undefined;

async function serve(onData: (peer: Socket, chunk: Buffer) => void): Promise<number> {
  server = createServer((peer) => peer.on('data', (chunk) => onData(peer, chunk)));
  await new Promise<void>((ready) => server?.listen(0, '127.0.0.1', ready));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

afterEach(() => {
  server?.close();
});

describe('the silent connection check', () => {
  it('destroys a connection whose question goes unanswered', async () => {
    const port = await serve(() => {});
    const socket = silentLinkWatch(SILENCE_MS)({ host: ['127.0.0.1'], port: [port] });
    const failure = new Promise<Error & { code?: string }>((done) => socket.once('error', done));
    socket.write('select 1');
    expect((await failure).code).toBe('CONNECTION_SILENT');
    expect(socket.destroyed).toBe(true);
  });

  it('keeps a connection that answers, however long the conversation lasts', async () => {
    const port = await serve((peer, chunk) => setTimeout(() => peer.write(chunk), SILENCE_MS / 3));
    const socket = silentLinkWatch(SILENCE_MS)({ host: ['127.0.0.1'], port: [port] });
    let answers = 0;
    socket.on('data', () => {
      answers++;
      if (answers < 12) socket.write('again');
    });
    socket.write('hello');
    await vi.waitFor(() => expect(answers).toBe(12), { timeout: 10_000 });
    expect(socket.destroyed).toBe(false);
    socket.destroy();
  });

  it('reports a refused connection on the socket it hands back, as postgres.js expects of its sockets', async () => {
    const port = await serve(() => {});
    server?.close();
    const socket = silentLinkWatch(SILENCE_MS)({ host: ['127.0.0.1'], port: [port] });
    const events: string[] = [];
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.on('error', (error: Error & { code?: string }) => events.push(`error ${error.code}`));
    socket.on('close', () => events.push('close'));
    await closed;
    expect(events).toEqual(['error ECONNREFUSED', 'close']);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a pool using the silent connection check', () => {
  it('answers again as soon as the database accepts connections after refusing them', async () => {
    const target = new URL(process.env.TEST_DATABASE_URL ?? '');
    const relayPort = await serve(() => {});
    server?.close();
    const throughRelay = new URL(target);
    throughRelay.host = `127.0.0.1:${relayPort}`;
    const options = {
      // One connection, so a connection left stuck by the failure would hold every later query.
      max: 1,
      connect_timeout: 5,
      // Not in postgres.js's types, though documented and used by create-db.
      socket: silentLinkWatch(10_000),
      onnotice: () => {},
    };
    const sql = postgres(throughRelay.toString(), options);
    try {
      await expect(sql`select 1`).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        client.pipe(upstream).pipe(client);
        const closeBoth = () => {
          client.destroy();
          upstream.destroy();
        };
        for (const end of [client, upstream]) end.on('error', closeBoth);
      });
      await new Promise<void>((ready) => server?.listen(relayPort, '127.0.0.1', ready));
      const startedAt = performance.now();
      const [row] = await sql`select 1 as answer`;
      expect(row?.answer).toBe(1);
      // Well under postgres.js's connect timeout: the query did not wait on a stuck connection.
      expect(performance.now() - startedAt).toBeLessThan(3000);
    } finally {
      await sql.end({ timeout: 1 });
    }
  });
});
