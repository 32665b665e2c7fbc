import { createHash } from 'node:crypto';
import { swaggerUI } from '@hono/swagger-ui';
import type { MiddlewareHandler } from 'hono';
import { CSP_HEADER } from '../web/content-security-policy.ts';

/**
 * Swagger UI comes from jsDelivr, pinned to one release and checked with Subresource Integrity, so
 * the bff ships none of its 10 MB; the policy allows exactly these two files from the CDN. A new
 * release needs its version and both digests here (`openssl dgst -sha384 -binary FILE | base64`).
 */
const SWAGGER_UI = 'https://cdn.jsdelivr.net/npm/swagger-ui-dist@5.35.0';
const BUNDLE = {
  url: `${SWAGGER_UI}/swagger-ui-bundle.js`,
  integrity: 'sha384-gjRm0bEPMeTmMh5jT2cHccIwCUZSTd8YC+j0d0sXw0MdGEfScduGpSyF3ZSSLkX9',
};
const STYLES = {
  url: `${SWAGGER_UI}/swagger-ui.css`,
  integrity: 'sha384-WlYgdmXYOOBWL5apwjDEZwN+U3HmXSSu5R6V5aGxEcf7z+KuRNwBhoxKVN1i3D5I',
};

const OPENAPI_URL = '/api/openapi.json';
// validatorUrl 'none': the default badge is an image from validator.swagger.io.
const START = `window.onload = () => { window.ui = SwaggerUIBundle({ url: '${OPENAPI_URL}', dom_id: '#swagger-ui', validatorUrl: 'none' }); };`;
const START_HASH = `'sha256-${createHash('sha256').update(START).digest('base64')}'`;

/** The docs page's own policy: the pinned Swagger UI files, its start script by hash, the API on this site. */
export const API_DOCS_POLICY = [
  "default-src 'none'",
  `script-src ${BUNDLE.url} ${START_HASH}`,
  `style-src ${STYLES.url}`,
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const page = swaggerUI({
  title: 'Viral Recipes API',
  url: OPENAPI_URL,
  manuallySwaggerUIHtml: () => `<div id="swagger-ui"></div>
    <link rel="stylesheet" href="${STYLES.url}" integrity="${STYLES.integrity}" crossorigin="anonymous" />
    <script src="${BUNDLE.url}" integrity="${BUNDLE.integrity}" crossorigin="anonymous"></script>
    <script>${START}</script>`,
});

/** Interactive API docs at /api/docs. */
export const apiDocs: MiddlewareHandler = (c, next) => {
  c.header(CSP_HEADER, API_DOCS_POLICY);
  return page(c, next);
};
