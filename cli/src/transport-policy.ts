import { CliError, EXIT_USAGE } from './cli-error.ts';

let plainHttpAllowed = false;

/** Set once from `--allow-http`: the operator accepts sending passwords and tokens unencrypted. */
export function allowPlainHttp(allowed: boolean): void {
  plainHttpAllowed = allowed;
}

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

export function parseSiteUrl(url: string): URL {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed;
  } catch {}
  throw new CliError(`Not an http(s) URL: ${url}`, EXIT_USAGE);
}

/** Passwords and tokens travel in the clear over http://, so only to this machine unless allowed. */
export function assertSafeTransport(url: string): void {
  const parsed = parseSiteUrl(url);
  if (parsed.protocol === 'https:' || isLoopbackHost(parsed.hostname) || plainHttpAllowed) return;
  throw new CliError(
    `Refusing to send credentials to ${parsed.origin} over plain http://. Use https://, or pass --allow-http if this network is trusted.`,
    EXIT_USAGE,
  );
}
