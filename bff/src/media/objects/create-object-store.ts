import { join, resolve } from 'node:path';
import type { Config } from '../../config.ts';
import { DiskObjectStore } from './disk-object-store.ts';
import type { ObjectStore } from './object-store.ts';

/** The embedded default: media files in DATA_DIR/media, beside the embedded database. */
export const diskObjectStoreFor = (config: Pick<Config, 'dataDir'>) =>
  new DiskObjectStore(join(resolve(config.dataDir), 'media'));

/** The media object store the configuration names: its S3 bucket, or DATA_DIR/media. */
export async function createObjectStore(config: Pick<Config, 'dataDir' | 'mediaS3'>): Promise<ObjectStore> {
  if (!config.mediaS3) return diskObjectStoreFor(config);
  // The SDK loads only where a bucket is configured: `npm start` does not pay for it.
  const { S3ObjectStore } = await import('./s3-object-store.ts');
  return new S3ObjectStore(config.mediaS3);
}
