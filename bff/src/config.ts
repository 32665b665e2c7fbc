import { z } from 'zod';
import { DEMO_ADMIN } from './auth/demo-admin.ts';
import { parseTrustedProxy } from './http/client-address.ts';
import { isLoopbackHost } from './http/loopback.ts';
import { parseAllowHost } from './import/fetch/address-policy.ts';
import type { S3Settings } from './media/objects/s3-object-store.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { message: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** Views, likes, saves and shares one address may record per minute: a fast feed and a shared office, not a script. */
export const DEFAULT_VISITOR_WRITES_PER_MINUTE = 300;

const httpUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });

/** An origin only: links are built on it and the Origin check compares with it exactly. */
const publicOrigin = httpUrl
  .refine((value) => /^https?:\/\/[^/?#]+\/?$/i.test(value) && !new URL(value).username, {
    message: 'must be an origin such as https://recipes.example.com, with no path',
  })
  .transform((value) => new URL(value).origin);

const envSchema = z
  .object({
    PORT: z.coerce.number({ message: 'must be a number' }).int().min(1).max(65_535).default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// URL' }).optional(),
    DATABASE_POOL_SIZE: z.coerce.number({ message: 'must be a number' }).int().min(1).max(100).optional(),
    DATA_DIR: z.string().trim().min(1).default('./.data'),
    ADMIN_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
    ADMIN_PASSWORD: z.string().min(8, { message: 'must be at least 8 characters' }).optional(),
    DEMO: booleanFlag.optional(),
    OPENAI_API_KEY: optionalText,
    OPENAI_BASE_URL: httpUrl.optional(),
    OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
    IMPORT_ALLOW_HOSTS: z
      .string()
      .default('')
      .transform((list, ctx) =>
        list
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
          .map((entry) => {
            const host = parseAllowHost(entry);
            if (!host)
              ctx.addIssue({
                code: 'custom',
                message: `"${entry}" must be host:port, the one host and port the importer may fetch although not public`,
              });
            return host ?? entry;
          }),
      ),
    PUBLIC_URL: publicOrigin.optional(),
    IMAGE_REPAIR_BUDGET_PER_MINUTE: z.coerce
      .number({ message: 'must be a number' })
      .int()
      .min(1)
      .max(100_000)
      .default(60),
    TRUSTED_PROXIES: z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .refine((entries) => entries.every((entry) => parseTrustedProxy(entry)), {
        message: 'must be comma-separated IP addresses or CIDR ranges',
      }),
    LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    MF_FEED_MANIFEST_URL: optionalText,
    MF_RECIPE_MANIFEST_URL: optionalText,
    MF_ADMIN_MANIFEST_URL: optionalText,
    REMOTES_FILE: optionalText,
    RUN_MIGRATIONS: booleanFlag.default(true),
    COMPRESS_RESPONSES: booleanFlag.default(true),
    IMPORT_LEASE_SECONDS: z.coerce.number({ message: 'must be a number' }).int().min(5).max(3600).optional(),
    SESSION_IDLE_MINUTES: z.coerce
      .number({ message: 'must be a number' })
      .int()
      .min(1)
      .max(10_080)
      .default(30),
    VISITOR_WRITES_PER_MINUTE: z.coerce
      .number({ message: 'must be a number' })
      .int()
      .min(1)
      .max(1_000_000)
      .default(DEFAULT_VISITOR_WRITES_PER_MINUTE),
    API_TOKEN_TTL_DAYS: z.coerce.number({ message: 'must be a number' }).int().min(1).max(3650).default(90),
    MEDIA_S3_BUCKET: optionalText,
    MEDIA_S3_ENDPOINT: httpUrl.optional(),
    MEDIA_S3_REGION: z.string().trim().min(1).default('us-east-1'),
    MEDIA_S3_ACCESS_KEY_ID: optionalText,
    MEDIA_S3_SECRET_ACCESS_KEY: optionalText,
    MEDIA_S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    VIDEO_WORKERS: z.coerce.number({ message: 'must be a number' }).int().min(0).max(16).default(1),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => env.ADMIN_PASSWORD !== DEMO_ADMIN.password, {
    message: 'must not be the demo password, which the login page prints',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => Boolean(env.MEDIA_S3_ACCESS_KEY_ID) === Boolean(env.MEDIA_S3_SECRET_ACCESS_KEY), {
    message: 'MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY must be set together',
    path: ['MEDIA_S3_SECRET_ACCESS_KEY'],
  })
  .refine((env) => env.MEDIA_S3_BUCKET || !(env.MEDIA_S3_ENDPOINT || env.MEDIA_S3_ACCESS_KEY_ID), {
    message: 'required when MEDIA_S3_ENDPOINT or MEDIA_S3_ACCESS_KEY_ID is set: the bucket media files go to',
    path: ['MEDIA_S3_BUCKET'],
  })
  .refine((env) => Boolean(env.PUBLIC_URL) || isLoopbackHost(env.HOST), {
    message:
      'required when HOST is not a loopback address: the origin visitors use (https://recipes.example.com), so no request can choose the links or pass for this site',
    path: ['PUBLIC_URL'],
  });

type Env = z.output<typeof envSchema>;

/** Every environment variable the bff reads, for checks that deployment files set no misspelt one. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL per process; unset means db's DEFAULT_POOL_SIZE (10). */
  databasePoolSize: number | undefined;
  dataDir: string;
  admin: { email: string; password: string } | undefined;
  /**
   * Demo catalogue on an empty database and the demo admin with its published password; defaults on
   * only for the embedded database on a loopback address. Off, the demo admin is removed at start.
   */
  demo: boolean;
  ai: { apiKey: string; baseUrl: string | undefined; model: string } | undefined;
  importAllowHosts: string[];
  /** The site's origin; required unless the site listens on a loopback address. */
  publicUrl: string | undefined;
  /** Points all broken-image repairs on all replicas may spend per minute: a fetch takes 1, a model call 10. */
  imageRepairBudgetPerMinute: number;
  /** Proxies (addresses or CIDRs) whose X-Forwarded-For names the client; nobody else's is believed. */
  trustedProxies: string[];
  logLevel: Env['LOG_LEVEL'];
  /** Manifest URLs that override the same-origin defaults, so a remote can be deployed alone. */
  remoteManifests: Partial<Record<'mf_feed' | 'mf_recipe' | 'mf_admin', string>>;
  /** A JSON file of manifest URLs, re-read while running, so a remote can move without a restart. */
  remotesFile: string | undefined;
  /** Off when a separate step (a compose service, a Kubernetes Job) migrates before the replicas start. */
  runMigrations: boolean;
  /** Off behind a proxy that compresses (nginx in compose): gzip in Node costs more CPU per request than the query. */
  compressResponses: boolean;
  /** How long a worker's claim on an import item lasts before another process may take it over. */
  importLeaseSeconds: number | undefined;
  /** A back-office session unused this long ends, well before its 7-day absolute expiry. */
  sessionIdleMinutes: number;
  /** Views, likes, saves and shares per client address per minute, counted in the database across replicas. */
  visitorWritesPerMinute: number;
  /** The longest an API token lives; a token request may ask for less, never more. */
  apiTokenTtlDays: number;
  /** The bucket media files go to; absent, they go to DATA_DIR/media (docs/decisions/022-media-store.md). */
  mediaS3: S3Settings | undefined;
  /** Recipe videos this process transcodes at once; 0 leaves them to other replicas (a video worker). */
  videoWorkers: number;
}

export class ConfigError extends Error {}

/** The one place that reads the environment; a bad value stops start-up with a message naming it. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: e.DATA_DIR,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    demo: e.DEMO ?? (!e.DATABASE_URL && isLoopbackHost(e.HOST)),
    ai: e.OPENAI_API_KEY
      ? { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, model: e.OPENAI_MODEL }
      : undefined,
    importAllowHosts: e.IMPORT_ALLOW_HOSTS,
    publicUrl: e.PUBLIC_URL,
    imageRepairBudgetPerMinute: e.IMAGE_REPAIR_BUDGET_PER_MINUTE,
    trustedProxies: e.TRUSTED_PROXIES,
    logLevel: e.LOG_LEVEL,
    remoteManifests: {
      ...(e.MF_FEED_MANIFEST_URL && { mf_feed: e.MF_FEED_MANIFEST_URL }),
      ...(e.MF_RECIPE_MANIFEST_URL && { mf_recipe: e.MF_RECIPE_MANIFEST_URL }),
      ...(e.MF_ADMIN_MANIFEST_URL && { mf_admin: e.MF_ADMIN_MANIFEST_URL }),
    },
    remotesFile: e.REMOTES_FILE,
    runMigrations: e.RUN_MIGRATIONS,
    compressResponses: e.COMPRESS_RESPONSES,
    importLeaseSeconds: e.IMPORT_LEASE_SECONDS,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    visitorWritesPerMinute: e.VISITOR_WRITES_PER_MINUTE,
    apiTokenTtlDays: e.API_TOKEN_TTL_DAYS,
    mediaS3: e.MEDIA_S3_BUCKET
      ? {
          bucket: e.MEDIA_S3_BUCKET,
          endpoint: e.MEDIA_S3_ENDPOINT,
          region: e.MEDIA_S3_REGION,
          credentials:
            e.MEDIA_S3_ACCESS_KEY_ID && e.MEDIA_S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.MEDIA_S3_FORCE_PATH_STYLE,
        }
      : undefined,
    videoWorkers: e.VIDEO_WORKERS,
  };
}
