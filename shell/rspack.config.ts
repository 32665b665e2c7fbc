import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SHELL_DEV_PORT } from '../config/federation.ts';
import { createRspackConfig } from '../config/rspack.base.ts';
import { withServerBuild } from '../config/rspack.server.ts';

// The home hero's poster, inlined in the HTML so the page's largest paint needs no script (index.html).
const posterPath = createRequire(import.meta.url).resolve('@viral/ui/hero-poster.jpg');
const heroPoster = `data:image/jpeg;base64,${readFileSync(posterPath).toString('base64')}`;

export default withServerBuild(
  createRspackConfig({
    name: 'shell',
    dir: import.meta.dirname,
    port: SHELL_DEV_PORT,
    remotes: ['mf_feed', 'mf_recipe', 'mf_admin'],
    isHost: true,
    htmlParameters: { heroPoster },
  }),
  // The page renderer the bff calls; it loads the screens from the remotes' server builds at run time.
  { name: 'shell', dir: import.meta.dirname, serverEntry: './src/server/index.ts', assetsPublicPath: '/' },
);
