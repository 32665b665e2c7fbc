import { REMOTES } from '../config/federation.ts';
import { createRspackConfig } from '../config/rspack.base.ts';
import { withServerBuild } from '../config/rspack.server.ts';

const app = { name: 'mf_recipe', dir: import.meta.dirname, exposes: REMOTES.mf_recipe.exposes };

export default withServerBuild(createRspackConfig({ ...app, port: REMOTES.mf_recipe.devPort }), {
  ...app,
  assetsPublicPath: REMOTES.mf_recipe.basePath,
});
