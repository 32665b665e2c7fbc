import { REMOTES } from '../config/federation.ts';
import { createRspackConfig } from '../config/rspack.base.ts';

export default createRspackConfig({
  name: 'mf_feed',
  dir: import.meta.dirname,
  port: REMOTES.mf_feed.devPort,
  exposes: REMOTES.mf_feed.exposes,
  remotes: ['mf_recipe'],
});
