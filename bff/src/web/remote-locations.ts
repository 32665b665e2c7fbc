import { readFile, stat } from 'node:fs/promises';
import { z } from 'zod';
import type { Logger } from '../logger.ts';
import { REMOTE_NAMES, type RemoteName } from './web-root.ts';

export type RemoteOverrides = Partial<Record<RemoteName, string>>;

/** How often the remotes file's modification time is checked; reading it costs one stat per interval. */
const CHECK_EVERY_MS = 1000;

const manifestUrl = z
  .string()
  .trim()
  .refine((value) => /^(https?:\/\/|\/)/.test(value), 'must be an http(s) URL or a path on this site');
const remotesFileSchema = z.object(
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, manifestUrl.optional()])) as Record<
    RemoteName,
    z.ZodOptional<typeof manifestUrl>
  >,
);

/**
 * Where each remote's manifest lives right now: the start-up overrides (`MF_*_MANIFEST_URL`), then
 * the remotes file when one is configured. The file is re-read when it changes, so a remote moved
 * to another origin (a CDN, a new version) is announced to browsers without restarting the bff.
 * A file that is missing or invalid keeps the last good locations and is logged, never fatal.
 */
export function remoteLocations(
  startupOverrides: RemoteOverrides,
  remotesFile: string | undefined,
  logger: Pick<Logger, 'warn' | 'info'>,
): () => Promise<RemoteOverrides> {
  if (!remotesFile) return async () => startupOverrides;
  let current: RemoteOverrides = startupOverrides;
  let seenVersion: string | undefined;
  let checkedAt = 0;
  let pending: Promise<void> | undefined;

  const refresh = async () => {
    const version = await stat(remotesFile).then(
      (info) => `${info.mtimeMs}:${info.size}`,
      () => 'missing',
    );
    if (version === seenVersion) return;
    seenVersion = version;
    if (version === 'missing') {
      logger.warn({ remotesFile }, 'remotes file not found; keeping the current remote locations');
      return;
    }
    try {
      const parsed = remotesFileSchema.parse(JSON.parse(await readFile(remotesFile, 'utf8')));
      const fromFile = Object.fromEntries(Object.entries(parsed).filter(([, url]) => url));
      current = { ...startupOverrides, ...fromFile };
      logger.info({ remotes: current }, 'remote locations loaded');
    } catch (error) {
      logger.warn({ remotesFile, err: error }, 'remotes file is invalid; keeping the last good locations');
    }
  };

  return async () => {
    if (Date.now() - checkedAt >= CHECK_EVERY_MS) {
      checkedAt = Date.now();
      pending ??= refresh().finally(() => {
        pending = undefined;
      });
    }
    if (pending) await pending;
    return current;
  };
}
