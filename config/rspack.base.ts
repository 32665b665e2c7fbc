import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type BrotliOptions, constants as zlib } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, rspack } from '@rspack/core';
import CompressionPlugin from 'compression-webpack-plugin';
import { BFF_DEV_ORIGIN, defaultManifestUrl, type RemoteName, remoteScopeSelector } from './federation.ts';
import { scopeUtilities } from './postcss-scope-utilities.ts';
import { startupPreloadPlugin } from './startup-preload-plugin.ts';

type AppOptions = {
  /** Federation container name, e.g. 'mf_feed' (also the global the remote entry defines). */
  name: string;
  /** The workspace folder (pass `import.meta.dirname`). */
  dir: string;
  port: number;
  exposes?: Record<string, string>;
  remotes?: RemoteName[];
  /** The shell: serves the site's HTML document and emits no remote entry. */
  isHost?: boolean;
};

type CliEnv = { RSPACK_SERVE?: boolean };

const COMPRESSIBLE = /\.(js|css|json|svg)$/;
/** Brotli and gzip files beside every script and style, at their highest levels. */
const precompressed = () => [
  new CompressionPlugin<BrotliOptions>({
    algorithm: 'brotliCompress',
    filename: '[path][base].br',
    test: COMPRESSIBLE,
    compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
    threshold: 1024,
  }),
  new CompressionPlugin({
    algorithm: 'gzip',
    filename: '[path][base].gz',
    test: COMPRESSIBLE,
    compressionOptions: { level: 9 },
    threshold: 1024,
  }),
];

/** Any file name with a `.<hex>.` segment is cached for a year by the bff; the rest is `no-cache`. */
const HASHED = '[name].[contenthash:10]';
/** Media files' names: the server build (rspack.server.ts) writes the same URLs into its HTML. */
export const ASSET_FILENAME = `${HASHED}[ext]`;

/** Everything that must exist once per page: React (one copy or hooks break), the router, the query cache, ui. */
export const SHARED = {
  react: { singleton: true },
  'react-dom': { singleton: true },
  'react/jsx-runtime': { singleton: true },
  wouter: { singleton: true },
  '@tanstack/react-query': { singleton: true },
  // A workspace package ('*' in every package.json): any copy is the right one.
  '@viral/ui': { singleton: true, requiredVersion: false },
  // The typed API client (and hono's client under it): every screen calls the API, so one copy a page.
  '@viral/ui/api-client': { singleton: true, requiredVersion: false },
  // ui's recipe card and like button, a module of their own: only screens that show them load them.
  '@viral/ui/cards': { singleton: true, requiredVersion: false },
} as const;

const require = createRequire(import.meta.url);
/** The federation runtime's packages, which rspack's container plugin pulls in through `require` (CommonJS). */
const FEDERATION_RUNTIME_PACKAGES = [
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
];

/**
 * Every federation runtime package resolved to its ES module build. The container plugin imports the
 * bundler runtime by its CommonJS path, which pulls the CommonJS builds of the rest after it, and
 * CommonJS cannot be tree-shaken: the browser got the Node script loader and every unused helper.
 */
function federationRuntimeAsModules(): Record<string, string> {
  return Object.fromEntries(
    FEDERATION_RUNTIME_PACKAGES.flatMap((name) => {
      const commonJs = require.resolve(name);
      const module = ['.mjs', '.js']
        .map((ext) => commonJs.replace(/\.cjs$/, ext))
        .find((file) => existsSync(file));
      if (!module) throw new Error(`${name} has no ES module build beside ${commonJs}`);
      return [
        [`${commonJs}$`, module],
        [`${name}$`, module],
      ];
    }),
  );
}

/**
 * The shell's shared libraries go in its main.js, which every page runs anyway: one file instead of one
 * per library (each response costs its headers too, about 0.7 KB). The remotes keep theirs lazy.
 */
function eagerly(shared: typeof SHARED) {
  return Object.fromEntries(
    Object.entries(shared).map(([name, config]) => [name, { ...config, eager: true }]),
  );
}

/**
 * The JavaScript the apps are compiled to. The site needs CSS `@scope` (decision 005: Chrome 118, Safari
 * 17.4), and every browser with it runs ES2022; without a target swc wrote ES5, with a helper for every
 * spread and destructuring and a function for every arrow.
 */
export const SCRIPT_TARGET = 'es2022';

/** TypeScript and JSX compiled by rspack's built-in swc, for the browser and the server builds alike. */
export const typeScriptRule = (development: boolean) => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      target: SCRIPT_TARGET,
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development } },
    },
  },
  type: 'javascript/auto',
});

/**
 * The one rspack configuration of the browser apps. Each app's `rspack.config.ts` calls this with its
 * name, port, exposes and remotes; `rspack build` gives production, `rspack dev` a dev server.
 */
export function createRspackConfig(app: AppOptions) {
  return (env: CliEnv = {}): Configuration => {
    const dev = Boolean(env.RSPACK_SERVE);
    const standalonePage = app.isHost || dev;
    const remotes = Object.fromEntries(
      (app.remotes ?? []).map((remote) => [remote, `${remote}@${defaultManifestUrl(remote, dev)}`]),
    );
    return {
      name: app.name,
      context: app.dir,
      mode: dev ? 'development' : 'production',
      target: ['web', SCRIPT_TARGET],
      devtool: dev ? 'cheap-module-source-map' : false,
      // The page entry holds only the async boundary (`import('./bootstrap.tsx')`): shared modules must be
      // negotiated first. A production remote is only ever loaded through remoteEntry.js, so it has none.
      entry: standalonePage ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(app.dir, 'dist'),
        publicPath: 'auto',
        filename: `${HASHED}.js`,
        chunkFilename: `${HASHED}.js`,
        cssFilename: `${HASHED}.css`,
        cssChunkFilename: `${HASHED}.css`,
        assetModuleFilename: ASSET_FILENAME,
        // dist/server/ holds the same app built for Node (rspack.server.ts), written by its own compiler.
        clean: { keep: /^server[\\/]/ },
      },
      resolve: { extensions: ['.ts', '.tsx', '.js'], alias: federationRuntimeAsModules() },
      module: {
        rules: [
          typeScriptRule(dev),
          {
            test: /\.css$/,
            use: [
              {
                loader: 'postcss-loader',
                options: {
                  postcssOptions: {
                    plugins: [
                      ['@tailwindcss/postcss', { base: app.dir }],
                      // The shell's utilities stay global; each remote's apply inside its own root.
                      scopeUtilities({ scope: app.isHost ? '' : remoteScopeSelector(app.name) }),
                    ],
                  },
                },
              },
            ],
            type: 'css/auto',
          },
          {
            // Media that ships with an app (the home hero's looping video and its poster).
            // A small image (the video's poster) is inlined: it paints with the first render, no request.
            test: /\.(webm|mp4|jpg|webp|png)$/,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 8 * 1024 } },
          },
          {
            // domain's schema module runs zod at import time; the browser only needs its constants and
            // helpers, so let tree-shaking drop the unused modules (and zod with them).
            test: /[\\/]domain[\\/]src[\\/].*\.ts$/,
            sideEffects: false,
          },
        ],
      },
      plugins: [
        standalonePage &&
          new rspack.HtmlRspackPlugin({
            // A remote's standalone page (`rspack dev`) is the same for every remote.
            template: app.isHost
              ? './public/index.html'
              : path.join(import.meta.dirname, 'remote-dev-page.html'),
            // Absolute, so deep links like /recipe/x load /main.js; the chunks themselves use 'auto'.
            publicPath: '/',
            // Not remoteEntry.js: a second container runtime on the page would fight the first.
            chunks: ['main'],
            // Minifying would drop the <!--viral-runtime-config--> comment the bff replaces.
            minify: false,
          }),
        // Scripts and styles also written compressed once, at the highest levels (brotli 11, gzip 9),
        // which the bff serves as they are: compressing them per request it could only afford brotli 1,
        // about 30 % bigger on the wire.
        ...(dev ? [] : precompressed()),
        // The host's entry names its bootstrap chunk (`webpackChunkName: "bootstrap"`).
        app.isHost && !dev && startupPreloadPlugin('bootstrap'),
        new ModuleFederationPlugin({
          name: app.name,
          ...(app.isHost ? {} : { filename: 'remoteEntry.js' }),
          exposes: app.exposes ?? {},
          remotes,
          shared: app.isHost && !dev ? eagerly(SHARED) : SHARED,
          // The host provides every singleton; do not fetch every remote entry at start to compare versions.
          shareStrategy: 'loaded-first',
          runtimePlugins: [path.join(import.meta.dirname, 'mf-runtime-config-plugin.ts')],
          manifest: true,
          // Type fetching downloads from running remotes at build time; builds are offline.
          dts: false,
          experiments: {
            optimization: { target: 'web' },
            // In production the shell hands its federation runtime to every remote, saving about 18 KB
            // gzip per remote on every page; a standalone dev remote is its own host and keeps one.
            ...(app.isHost ? { provideExternalRuntime: true } : dev ? {} : { externalRuntime: true }),
          },
        }),
      ],
      devServer: {
        port: app.port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: ['/api', '/media'],
            target: BFF_DEV_ORIGIN,
            changeOrigin: true,
            // The bff accepts writes only from its own origin: a page of this dev server speaks for it,
            // any other page's Origin goes through unchanged and is refused.
            on: {
              proxyReq: (
                proxyReq: { setHeader(name: string, value: string): void },
                req: { headers: Record<string, unknown> },
              ) => {
                if (req.headers.origin === `http://localhost:${app.port}`)
                  proxyReq.setHeader('Origin', BFF_DEV_ORIGIN);
              },
            },
          },
        ],
      },
      // `rspack dev` turns on lazy compilation of dynamic imports, which breaks the async boundary on the
      // first page load (shared modules resolve before their chunk is compiled).
      lazyCompilation: false,
      performance: { hints: false },
      // No split chunks: an exposed screen carries what it does not share, so a screen is one file of its
      // remote, not one per group of modules two screens have in common (decision 031).
      optimization: dev ? {} : { splitChunks: false },
    };
  };
}
