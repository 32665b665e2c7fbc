import { createServer, type Server, type Socket } from 'node:net';

/** The query text on which the stand-in hangs up, as PostgreSQL does when it is stopped. */
export const HANG_UP = 'hang up';

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
 * Just enough of PostgreSQL's protocol for simple queries: every query is answered at once (no
 * rows), except `HANG_UP`, on which the connection is closed with the query unanswered.
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

export interface StandInServer {
  port: number;
  url: string;
  /** Closes every connection and refuses new ones, as a stopped PostgreSQL does. */
  stop(): Promise<void>;
  /** Accepts connections again on the same port. */
  start(): Promise<void>;
}

/** A stand-in for PostgreSQL on a local port, for tests of how the driver meets a server that goes away. */
export async function startStandInServer(): Promise<StandInServer> {
  let server: Server | undefined;
  const peers = new Set<Socket>();
  const listen = async (port: number) => {
    server = createServer((peer) => {
      peers.add(peer);
      peer.on('close', () => peers.delete(peer));
      answerSimpleQueries(peer);
    });
    await new Promise<void>((ready) => server?.listen(port, '127.0.0.1', ready));
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  };
  const port = await listen(0);
  return {
    port,
    url: `postgres://stand-in@127.0.0.1:${port}/stand-in`,
    async stop() {
      for (const peer of peers) peer.destroy();
      await new Promise((closed) => server?.close(closed));
    },
    async start() {
      await listen(port);
    },
  };
}
