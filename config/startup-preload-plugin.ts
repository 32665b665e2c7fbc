import { type Compiler, type RspackPluginInstance, rspack } from '@rspack/core';

const NAME = 'StartupPreloadPlugin';

/**
 * Adds preload hints to the page's HTML for what the host runs before its first render: one named
 * async chunk group (the shell's `bootstrap`: React DOM and the app), which then downloads with the
 * HTML rather than after main.js has been fetched and run. main.js holds the async boundary, so it
 * cannot include it; the shared libraries the shell provides are in main.js (eager, rspack.base.ts).
 */
export function startupPreloadPlugin(chunkGroup: string): RspackPluginInstance {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          () => {
            const html = compilation.getAsset('index.html');
            if (!html) return;
            const startupGroups = compilation.chunkGroups.filter((group) => group.name === chunkGroup);
            const files = new Set(
              startupGroups.flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files])),
            );
            const links = [...files]
              .sort()
              .map((file) => {
                if (file.endsWith('.js')) return `<link rel="preload" href="/${file}" as="script" />`;
                if (file.endsWith('.css')) return `<link rel="preload" href="/${file}" as="style" />`;
                return '';
              })
              .join('');
            const page = html.source
              .source()
              .toString()
              .replace('</head>', () => `${links}</head>`);
            compilation.updateAsset('index.html', new rspack.sources.RawSource(page));
          },
        );
      });
    },
  };
}
