import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { isLoopbackHost } from './loopback.ts';

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** The port the request's connection came in on; without a connection (app.request in tests), its URL's. */
function arrivalPort(c: Context, url: URL): string {
  const socketPort = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.localPort;
  return String(socketPort ?? (url.port || DEFAULT_PORTS[url.protocol]));
}

/**
 * The origin the browser addressed, only when its Host is a loopback name on the port this server
 * listens on. A foreign name gives undefined even when it resolves to 127.0.0.1 (DNS rebinding),
 * so no page elsewhere can pass for this site or decide its links.
 */
export function loopbackRequestOrigin(c: Context): string | undefined {
  const url = new URL(c.req.url);
  const host = c.req.header('Host') ?? url.host;
  let addressed: URL;
  try {
    addressed = new URL(`${url.protocol}//${host}`);
  } catch {
    return undefined;
  }
  if (addressed.host !== host.toLowerCase() || !isLoopbackHost(addressed.hostname)) return undefined;
  const port = addressed.port || DEFAULT_PORTS[addressed.protocol];
  return port === arrivalPort(c, url) ? addressed.origin : undefined;
}

/** Where the site listens, as an origin: the links' last resort on a laptop without PUBLIC_URL. */
export function listenOrigin(host: string, port: number): string {
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${bracketed}:${port}`;
}

/** The one origin links are built on: PUBLIC_URL, else the loopback origin the request used, else the listening address. */
export function linkOrigin(c: Context, publicUrl: string | undefined, fallback: string): string {
  return publicUrl ?? loopbackRequestOrigin(c) ?? fallback;
}
