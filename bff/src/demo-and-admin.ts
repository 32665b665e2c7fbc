import { type Database, ensureAdmin, removeAccountWithPassword, seedDemoCatalogue } from '@viral/db';
import { DEMO_ADMIN } from './auth/demo-admin.ts';
import type { Config } from './config.ts';
import { queueDemoVideos } from './demo-videos.ts';
import { isLoopbackHost } from './http/loopback.ts';
import type { Logger } from './logger.ts';
import type { VideoTools } from './media/video/video-tools.ts';

/**
 * The start-up steps that follow the demo flag and ADMIN_EMAIL. With demo on: the demo catalogue
 * (into an empty database, with clips of a few of its photos queued) and the demo admin. With
 * demo off, no account may sign in with the published demo password, so the demo admin is
 * deleted while its password is still the demo one; one given a password of its own has a new
 * owner and stays.
 */
export async function prepareDemoAndAdmin(
  db: Database,
  config: Config,
  logger: Logger,
  videoTools: VideoTools | null = null,
): Promise<void> {
  if (config.demo) {
    if (!isLoopbackHost(config.host))
      logger.warn(
        { host: config.host, email: DEMO_ADMIN.email },
        'DEMO IS ON WHILE LISTENING BEYOND THIS MACHINE: anyone who reaches the site can sign in as the demo admin with the password the login page prints. Unset DEMO unless this is a throw-away demo.',
      );
    const seeded = await seedDemoCatalogue(db);
    if (seeded.seeded) {
      logger.info(seeded, 'demo catalogue seeded');
      await queueDemoVideos(db, { enabled: config.demoVideos, tools: videoTools }, logger);
    }
    const outcome = await ensureAdmin(db, DEMO_ADMIN.email, DEMO_ADMIN.password);
    logger.info({ email: DEMO_ADMIN.email, outcome }, 'demo admin checked');
  } else if (await removeAccountWithPassword(db, DEMO_ADMIN.email, DEMO_ADMIN.password)) {
    logger.warn({ email: DEMO_ADMIN.email }, 'demo admin removed: demo mode is off');
  }
  if (config.admin) {
    const outcome = await ensureAdmin(db, config.admin.email, config.admin.password);
    logger.info({ email: config.admin.email, outcome }, 'admin account checked');
  }
}
