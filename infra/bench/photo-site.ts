// A local recipe site for the photo benchmarks, as real recipe sites serve their pages: '/recipe/<n>'
// is a JSON-LD recipe whose photo is '/photos/<n>.jpg', a 1600 x 1000 JPEG (distinct bytes for each
// n, so each is a photo of its own); '/plain/<n>' is the same kind of recipe naming no photo.
// It speaks HTTPS (a throw-away self-signed certificate), as recipe sites do: the site's content
// security policy lets pages show https: images only, so a hot-linked photo needs it too. Browsers
// and the bff that use it must skip certificate checks.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeJpeg } from '@viral/bff/testing/images';

const DISHES = ['Skillet Gnocchi', 'Lemon Orzo', 'Miso Salmon', 'Harissa Chickpeas', 'Peach Galette'];
export const dishTitle = (n: number) => `${DISHES[n % DISHES.length]} No ${n}`;
export const dishSlug = (n: number) => dishTitle(n).toLowerCase().replaceAll(' ', '-');

/** A JSON-LD recipe page as recipe sites serve them, a distinct dish for each n. */
export const recipePage = (n: number, image: string | null) =>
  `<html><head><title>${dishTitle(n)}</title><script type="application/ld+json">${JSON.stringify({
    '@type': 'Recipe',
    name: dishTitle(n),
    description: `${dishTitle(n)}, on the table in half an hour.`,
    ...(image && { image }),
    recipeCategory: 'Dinner',
    totalTime: 'PT30M',
    recipeYield: '4',
    recipeIngredient: ['400 g pasta', '2 lemons', '1 cup grated parmesan', '2 tbsp olive oil'],
    recipeInstructions: ['Cook the pasta.', 'Zest and juice the lemons.', 'Toss everything together.'],
  })}</script></head><body><h1>${dishTitle(n)}</h1></body></html>`;

export interface PhotoSite {
  base: string;
  host: string;
  /** The source photo's size in bytes (each photo is this plus a few bytes). */
  photoBytes: number;
  /** While true, the importer's requests for photos get 403, as on a site that blocks hot-linking bots. */
  refuseImporter: boolean;
  close(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1, made with openssl for this run only. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'vr-photo-site-'));
  try {
    const made = spawnSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ]);
    if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPhotoSite(): Promise<PhotoSite> {
  // Grain brings the file size near a real photo's (a smooth gradient compresses far better).
  const base = await makeJpeg(1600, 1000, { grain: 24 });
  // The same picture with a different trailer after its end marker: a distinct source (hash) each time.
  const photo = (n: number) => Buffer.concat([base, Buffer.from(`photo ${n}`)]);
  const site: PhotoSite = {
    base: '',
    host: '',
    photoBytes: base.length,
    refuseImporter: false,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
  const server = createServer(selfSignedCertificate(), (req, res) => {
    const path = new URL(req.url ?? '/', 'http://site').pathname;
    const match = /^\/(recipe|plain|photos)\/(\d+)(\.jpg)?$/.exec(path);
    if (!match) return void res.writeHead(404).end();
    const n = Number(match[2]);
    if (match[1] === 'photos') {
      if (site.refuseImporter && /ViralRecipesImporter/.test(req.headers['user-agent'] ?? ''))
        return void res.writeHead(403).end();
      return void res
        .writeHead(200, { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=86400' })
        .end(photo(n));
    }
    const image = match[1] === 'recipe' ? `${site.base}/photos/${n}.jpg` : null;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(recipePage(n, image));
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  site.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  site.base = `https://${site.host}`;
  return site;
}
