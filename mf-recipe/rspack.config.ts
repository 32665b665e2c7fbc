import { REMOTES } from '../config/federation.ts';
import { createRspackConfig } from '../config/rspack.base.ts';

export default createRspackConfig({
  name: 'mf_recipe',
  dir: import.meta.dirname,
  port: REMOTES.mf_recipe.devPort,
  exposes: REMOTES.mf_recipe.exposes,
});
