import { createServer, type Server, type Socket } from 'node:net';
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
    const socket = await silentLinkWatch(SILENCE_MS)({ host: ['127.0.0.1'], port: [port] });
    const failure = new Promise<Error & { code?: string }>((done) => socket.once('error', done));
    socket.write('select 1');
    expect((await failure).code).toBe('CONNECTION_SILENT');
    expect(socket.destroyed).toBe(true);
  });

  it('keeps a connection that answers, however long the conversation lasts', async () => {
    const port = await serve((peer, chunk) => setTimeout(() => peer.write(chunk), SILENCE_MS / 3));
    const socket = await silentLinkWatch(SILENCE_MS)({ host: ['127.0.0.1'], port: [port] });
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

  it('fails to connect where nothing listens', async () => {
    const port = await serve(() => {});
    server?.close();
    await expect(silentLinkWatch(SILENCE_MS)({ host: ['127.0.0.1'], port: [port] })).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
  });
});
