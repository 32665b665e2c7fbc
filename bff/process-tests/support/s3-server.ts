import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';

export const S3_BUCKET = 'media';

/** The settings a bff or an S3ObjectStore needs to use the bucket at `endpoint`. */
export const s3Env = (endpoint: string): Record<string, string> => ({
  MEDIA_S3_ENDPOINT: endpoint,
  MEDIA_S3_BUCKET: S3_BUCKET,
  MEDIA_S3_REGION: 'us-east-1',
  MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
  MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
  MEDIA_S3_FORCE_PATH_STYLE: 'true',
});

/** A real S3-compatible server (s3rver, files in a folder of its own) with one empty bucket. */
export async function startS3Server(): Promise<{ endpoint: string; close(): Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'vr-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET }],
    // s3rver signs a bucket listing's path as `/media`, the SDK (as S3 does) as `/media/`, so it
    // would refuse every listing. Signing is the SDK's job; these tests check the driver's use of the API.
    allowMismatchedSignatures: true,
  });
  const { port } = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * An HTTP relay to `target` that breaks the requests `cuts` picks: it passes on the start of their
 * body, then drops both connections, as a server or network failing mid-upload does.
 */
export async function startFailingRelay(
  target: string,
  cuts: (method: string, url: string) => boolean,
): Promise<{ endpoint: string; cutCount(): number; close(): Promise<void> }> {
  const upstream = new URL(target);
  let cutCount = 0;
  const server = createServer((req, res) => {
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    if (!cuts(req.method ?? '', req.url ?? '')) return void req.pipe(forward);
    cutCount++;
    let passed = 0;
    req.on('data', (chunk: Buffer) => {
      passed += chunk.length;
      forward.write(chunk);
      if (passed > 1024) {
        forward.destroy();
        req.socket.destroy();
      }
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cutCount: () => cutCount,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
