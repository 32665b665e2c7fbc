import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemoteName } from './web-root.ts';

const PLACEHOLDER = '<!--viral-runtime-config-->';

export interface RuntimeConfig {
  remotes: Record<RemoteName, string>;
}

/** `<` is escaped so a value can never close the script element. */
export function runtimeConfigScript(config: RuntimeConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script>window.__VIRAL_CONFIG__=${json}</script>`;
}

/**
 * Reads the shell's HTML once and injects the run-time configuration, so remote locations
 * can change without rebuilding the shell. Null when the shell has not been built.
 */
export function shellHtmlLoader(shellDir: string, config: RuntimeConfig): () => Promise<string | null> {
  let cached: Promise<string | null> | undefined;
  return () => {
    cached ??= readFile(join(shellDir, 'index.html'), 'utf8').then(
      (html) => html.replace(PLACEHOLDER, runtimeConfigScript(config)),
      () => {
        cached = undefined;
        return null;
      },
    );
    return cached;
  };
}
