// The type the screens and the CLI build their typed client from (`hc<AppType>`), emitted by
// `npm run build` as dist/client.d.ts and exported as `@viral/bff/client`. Consumers then check a
// self-contained declaration (routes, inputs, answers, typed by hono alone) instead of the bff's
// whole source with its Node, database and importer types.
import type { Hono, Schema } from 'hono';
import type { ClientResponse } from 'hono/client';
import type { BlankEnv } from 'hono/types';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType as Routes } from './app.ts';

// Never run (the package exports only this file's declaration). An inferred value type is what makes
// tsc write the route schema out in full; an alias of Routes would keep pointing into the bff's source.
declare const routes: Routes;
// biome-ignore lint/suspicious/noExplicitAny: as in hc's own bound, any env and base path (Hono is invariant in both)
declare function schemaOf<S extends Schema>(app: Hono<any, S, any>): S;
export const apiSchema = schemaOf(routes);

export type AppType = Hono<BlankEnv, typeof apiSchema, '/'>;

/** The JSON body a typed call answers with on success (a 2xx), for the clients' `okJson`. */
export type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, 'json'>
    ? Status extends SuccessStatusCode
      ? Body
      : never
    : never;
