import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, type RspackPluginInstance, rspack } from '@rspack/core';
import { REMOTES, type RemoteName } from './federation.ts';
import { ASSET_FILENAME, SHARED, typeScriptRule } from './rspack.base.ts';

type ServerAppOptions = {
  /** Federation container name, as in the browser build. */
  name: string;
  dir: string;
  exposes?: Record<string, string>;
  remotes?: RemoteName[];
  /** The shell: its entry exports the page renderer the bff calls. */
  serverEntry?: string;
  /** Where the browser build's assets are served, so a server-rendered URL matches the browser's. */
  assetsPublicPath: string;
};

/** A server build's own folder beside the browser build; the bff finds a remote's at `<manifest folder>/server/`. */
export const SERVER_DIR = 'server';
const SERVER_ENTRY_FILE = 'remoteEntry.js';

const require = createRequire(import.meta.url);

/**
 * `rspack build --output-path <dir>` (a remote deployed on its own) sets every config's output path:
 * the server build then goes to `<dir>/server/`, beside the browser build, where the bff looks for it.
 */
const besideTheBrowserBuild: RspackPluginInstance = {
  apply(compiler) {
    const output = compiler.options.output.path;
    if (output && path.basename(output) !== SERVER_DIR)
      compiler.options.output.path = path.join(output, SERVER_DIR);
  },
};

/**
 * The same app built for Node, so the bff renders a screen's first HTML with the components the browser
 * runs: `async-node` target, a CommonJS container loaded with `remoteType: 'script'`, the node runtime
 * plugin (chunks from disk or over http), and the browser build's shared map (React a singleton).
 */
export function createServerRspackConfig(app: ServerAppOptions): Configuration {
  // Another remote's server entry until the bff says where it is (mf-server-runtime-plugin.ts).
  const remotes = Object.fromEntries(
    (app.remotes ?? []).map((remote) => [
      remote,
      `${remote}@http://localhost${REMOTES[remote].basePath}${SERVER_DIR}/${SERVER_ENTRY_FILE}`,
    ]),
  );
  return {
    name: `${app.name}-server`,
    // After the browser build, whose clean step would otherwise remove this one's output.
    dependencies: [app.name],
    context: app.dir,
    mode: 'production',
    devtool: false,
    target: 'async-node',
    entry: app.serverEntry ? { main: app.serverEntry } : {},
    output: {
      path: path.join(app.dir, 'dist', SERVER_DIR),
      publicPath: 'auto',
      // CommonJS in workspaces whose package.json says "type": "module".
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: ASSET_FILENAME,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    // Rendering does not need readable code; minifying would only lengthen the build.
    optimization: { minimize: false },
    module: {
      rules: [
        typeScriptRule(false),
        {
          // The same URLs as the browser build (inlined under 8 KB), files not written twice.
          test: /\.(webm|mp4|jpg|webp|png)$/,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: 8 * 1024 } },
          generator: { emit: false, publicPath: app.assetsPublicPath },
        },
        { test: /[\\/]domain[\\/]src[\\/].*\.ts$/, sideEffects: false },
      ],
    },
    plugins: [
      besideTheBrowserBuild,
      new rspack.NormalModuleReplacementPlugin(
        /\.css$/,
        path.join(import.meta.dirname, 'server-empty-module.ts'),
      ),
      new ModuleFederationPlugin({
        name: app.name,
        ...(app.serverEntry ? {} : { filename: SERVER_ENTRY_FILE }),
        library: { type: 'commonjs-module', name: app.name },
        remoteType: 'script',
        exposes: app.exposes ?? {},
        remotes,
        shared: SHARED,
        shareStrategy: 'loaded-first',
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          path.join(import.meta.dirname, 'mf-server-runtime-plugin.ts'),
        ],
        manifest: false,
        dts: false,
        experiments: { optimization: { target: 'node' } },
      }),
    ],
    performance: { hints: false },
  };
}

type CliEnv = { RSPACK_SERVE?: boolean };

/** `rspack build` builds the app for the browser and for Node at once; `rspack dev` serves the browser build only. */
export function withServerBuild(browser: (env?: CliEnv) => Configuration, server: ServerAppOptions) {
  return (env: CliEnv = {}): Configuration | Configuration[] =>
    env.RSPACK_SERVE ? browser(env) : [browser(env), createServerRspackConfig(server)];
}
