import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemoteName } from './web-root.ts';

const PLACEHOLDER = '<!--viral-runtime-config-->';

export interface RuntimeConfig {
  remotes: Record<RemoteName, string>;
}

/** `<` is escaped so a value can never close the script element. */
export function runtimeConfigScript(config: RuntimeConfig, nonce: string): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script nonce="${nonce}">window.__VIRAL_CONFIG__=${json}</script>`;
}

/**
 * Marks the template's own script and style elements with the response's nonce, which the page's
 * Content-Security-Policy names. Done before anything per request is inserted, so no tag built from
 * data (a recipe's JSON-LD, say) ever carries it.
 */
export const withNonce = (template: string, nonce: string): string =>
  template.replace(/<(script|style)\b/gi, (tag) => `${tag} nonce="${nonce}"`);

/** Remotes a public page may need at once when its route says nothing more (mf-feed's screens show mf-recipe's cards). */
const PUBLIC_REMOTES: RemoteName[] = ['mf_feed', 'mf_recipe'];

/**
 * Preload hints for the public remotes' manifest and entry, so the browser fetches them with the HTML
 * instead of discovering them after the shell's JavaScript has run (the remote entry sits beside it).
 */
export function remotePreloadLinks(config: RuntimeConfig, remotes: RemoteName[] = PUBLIC_REMOTES): string {
  return remotes
    .flatMap((name) => {
      const manifest = config.remotes[name];
      const entry = manifest.replace(/[^/]*$/, 'remoteEntry.js');
      const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      return [
        `<link rel="preload" href="${attr(manifest)}" as="fetch" crossorigin="anonymous" />`,
        `<link rel="preload" href="${attr(entry)}" as="script" />`,
      ];
    })
    .join('');
}

/**
 * Reads the shell's HTML once; each call injects the run-time configuration it is given, so remote
 * locations can change without rebuilding the shell or restarting the bff, and the response's nonce.
 * Null when the shell has not been built.
 */
export function shellHtmlLoader(
  shellDir: string,
): (config: RuntimeConfig, nonce: string, preloadRemotes?: RemoteName[]) => Promise<string | null> {
  let template: Promise<string | null> | undefined;
  return async (config, nonce, preloadRemotes) => {
    template ??= readFile(join(shellDir, 'index.html'), 'utf8').catch(() => {
      template = undefined;
      return null;
    });
    const html = await template;
    if (html === null) return null;
    return withNonce(html, nonce).replace(
      PLACEHOLDER,
      () => runtimeConfigScript(config, nonce) + remotePreloadLinks(config, preloadRemotes),
    );
  };
}
