import { REMOTES } from '../config/federation.ts';
import { createRspackConfig } from '../config/rspack.base.ts';
import { withServerBuild } from '../config/rspack.server.ts';

const app = {
  name: 'mf_feed',
  dir: import.meta.dirname,
  exposes: REMOTES.mf_feed.exposes,
  remotes: ['mf_recipe' as const],
};

export default withServerBuild(createRspackConfig({ ...app, port: REMOTES.mf_feed.devPort }), {
  ...app,
  assetsPublicPath: REMOTES.mf_feed.basePath,
});
