import { connect, type Socket } from 'node:net';

/** The part of postgres.js's options its `socket` hook is called with. */
interface ConnectOptions {
  host: string[];
  port: number[];
  path?: string | false;
}

const CHECK_EVERY_MS = 500;

/**
 * A `socket` hook for postgres.js that destroys a connection which sent something and then
 * heard nothing for `silenceMs`. postgres.js has no query timeout: a query sent into a silent
 * network (a partition, a server host gone without a reset) otherwise waits forever and keeps
 * its pool slot, so the bff could not recover without a restart. `silenceMs` must exceed the
 * server's statement_timeout, after which a live server always answers. Plain TCP only: a TLS
 * connection is read by the TLS layer, so it is left to statement_timeout and TCP keep-alive.
 */
export function silentLinkWatch(silenceMs: number) {
  return (options: ConnectOptions): Socket => {
    const socket = options.path ? connect(options.path) : connect(options.port[0] ?? 5432, options.host[0]);
    tolerateEarlyFailure(socket);
    watch(socket, silenceMs);
    return socket;
  };
}

/**
 * The socket goes back to postgres.js still connecting, as its own sockets do: writes wait for
 * the connection, errors reach its handlers, and its connect timeout covers the handshake. (A
 * hook that waits for the connection and rejects on failure leaves postgres.js without a socket
 * and without a retry: its queries then waited forever.) postgres.js listens one microtask after
 * the hook returns; a failure Node reports before then must not crash the process, and
 * postgres.js still learns of it from the 'close' event, which Node emits only later.
 */
function tolerateEarlyFailure(socket: Socket): void {
  socket.on('error', () => {});
}

function watch(socket: Socket, silenceMs: number): void {
  let seenRead = 0;
  let seenWritten = 0;
  let waitingSince: number | null = null;
  const timer = setInterval(() => {
    const { bytesRead: read, bytesWritten: written } = socket;
    const now = performance.now();
    if (read !== seenRead) {
      // A write in the same interval may still be unanswered: keep waiting, from now.
      waitingSince = written !== seenWritten ? now : null;
    } else if (written !== seenWritten) {
      waitingSince ??= now;
    }
    seenRead = read;
    seenWritten = written;
    if (waitingSince !== null && now - waitingSince > silenceMs) {
      clearInterval(timer);
      socket.destroy(Object.assign(new Error('no answer from the database'), { code: 'CONNECTION_SILENT' }));
    }
  }, CHECK_EVERY_MS);
  timer.unref();
  socket.once('close', () => clearInterval(timer));
}
