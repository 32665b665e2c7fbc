import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/** What the bff injects into the shell's HTML in place of `<!--viral-runtime-config-->`. */
type ViralRuntimeConfig = { remotes?: Record<string, string> };

declare global {
  interface Window {
    __VIRAL_CONFIG__?: ViralRuntimeConfig;
  }
}

/**
 * Points each declared remote at the manifest URL from run-time config, so a remote can be redeployed
 * (or moved) without rebuilding the apps that consume it. Remotes missing from the config keep the
 * URL they were built with (same origin, e.g. /mf/feed/mf-manifest.json).
 */
export default function viralRuntimeConfigPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'viral-runtime-config',
    beforeInit(args) {
      const configured = typeof window === 'undefined' ? undefined : window.__VIRAL_CONFIG__?.remotes;
      if (!configured || !args.userOptions.remotes) return args;
      const remotes = args.userOptions.remotes.map((remote) => {
        const entry = configured[remote.name];
        return typeof entry === 'string' && entry !== '' ? { ...remote, entry } : remote;
      });
      return { ...args, userOptions: { ...args.userOptions, remotes } };
    },
  };
}
