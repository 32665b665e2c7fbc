import { REMOTES } from '../config/federation.ts';
import { createRspackConfig } from '../config/rspack.base.ts';

export default createRspackConfig({
  name: 'mf_admin',
  dir: import.meta.dirname,
  port: REMOTES.mf_admin.devPort,
  exposes: REMOTES.mf_admin.exposes,
});
