import { type Compiler, type RspackPluginInstance, rspack } from '@rspack/core';

const NAME = 'StartupPreloadPlugin';
const PROVIDED_SHARED = 'provide shared module';

/**
 * Adds preload hints to the page's HTML for what the host runs before its first render: one named
 * async chunk group (the shell's `bootstrap`: React DOM and the app) and the shared libraries it
 * provides (react, the router, the query cache, ui). They then download with the HTML rather than
 * after main.js has been fetched and run; main.js must hold the async boundary, so it cannot simply
 * include them.
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
            const startupGroups = compilation.chunkGroups.filter(
              (group) =>
                group.name === chunkGroup ||
                group.origins.some((origin) => origin.module?.identifier().startsWith(PROVIDED_SHARED)),
            );
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
