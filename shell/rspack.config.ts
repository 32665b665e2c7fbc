import { SHELL_DEV_PORT } from '../config/federation.ts';
import { createRspackConfig } from '../config/rspack.base.ts';
import { withServerBuild } from '../config/rspack.server.ts';

export default withServerBuild(
  createRspackConfig({
    name: 'shell',
    dir: import.meta.dirname,
    port: SHELL_DEV_PORT,
    remotes: ['mf_feed', 'mf_recipe', 'mf_admin'],
    isHost: true,
  }),
  // The page renderer the bff calls; it loads the screens from the remotes' server builds at run time.
  { name: 'shell', dir: import.meta.dirname, serverEntry: './src/server/index.ts', assetsPublicPath: '/' },
);
