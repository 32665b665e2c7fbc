import { fileURLToPath } from 'node:url';

/** The demo catalogue's images, served by the bff under DEMO_IMAGE_BASE_URL. */
export const demoImagesDir = fileURLToPath(new URL('../demo-images', import.meta.url));
export const DEMO_IMAGE_BASE_URL = '/media/demo/';
