import { SHELL_DEV_PORT } from '../config/federation.ts';
import { createRspackConfig } from '../config/rspack.base.ts';

export default createRspackConfig({
  name: 'shell',
  dir: import.meta.dirname,
  port: SHELL_DEV_PORT,
  remotes: ['mf_feed', 'mf_recipe', 'mf_admin'],
  isHost: true,
});
