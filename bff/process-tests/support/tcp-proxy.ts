import { connect, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** PostgreSQL is gone: open connections are reset and new ones refused. */
  cut(): void;
  /** The network goes silent: connections open now or later hang, nothing gets through. */
  stall(): void;
  /** New connections work again (stalled ones stay dead, as after a partition). */
  restore(): void;
  /** Holds every answer from the server back this long (0 for none). */
  delayAnswers(ms: number): void;
  close(): Promise<void>;
}

interface Link {
  client: Socket;
  upstream: Socket;
  silenced: boolean;
}

/** A TCP relay to `target` that a test can cut, silence or slow, to stand in for a database outage. */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let mode: 'open' | 'cut' | 'stall' = 'open';
  let answerDelayMs = 0;
  const links = new Set<Link>();
  const server = createServer((client) => {
    if (mode === 'cut') return void client.resetAndDestroy();
    const link: Link = { client, upstream: connect(targetPort, targetHost), silenced: mode === 'stall' };
    links.add(link);
    client.on('data', (chunk) => {
      if (!link.silenced) link.upstream.write(chunk);
    });
    link.upstream.on('data', (chunk) => {
      if (link.silenced) return;
      if (answerDelayMs === 0) client.write(chunk);
      else setTimeout(() => client.writable && client.write(chunk), answerDelayMs);
    });
    const end = () => {
      links.delete(link);
      client.destroy();
      link.upstream.destroy();
    };
    for (const socket of [client, link.upstream]) socket.on('error', end).on('close', end);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('proxy has no port');
  return {
    port: address.port,
    cut() {
      mode = 'cut';
      for (const link of links) {
        link.client.resetAndDestroy();
        link.upstream.destroy();
      }
    },
    stall() {
      mode = 'stall';
      for (const link of links) link.silenced = true;
    },
    restore() {
      mode = 'open';
    },
    delayAnswers(ms) {
      answerDelayMs = ms;
    },
    close: () =>
      new Promise((done) => {
        for (const link of links) {
          link.client.destroy();
          link.upstream.destroy();
        }
        server.close(() => done());
      }),
  };
}
