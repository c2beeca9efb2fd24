import { availableParallelism } from 'node:os';
import { z } from 'zod';

// The one place that reads process.env: parsed once, exits with the field errors.
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The roles a process can run (api/src/roles.ts). */
export const PROCESS_ROLES = ['web', 'worker', 'ingest'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

/** A read replica's address: postgres://user:password@host:port/database, options only on DATABASE_URL. */
export const readReplicaUrl = z.string().refine((v) => {
  const u = URL.canParse(v) ? new URL(v) : null;
  return (
    !!u &&
    /^postgres(ql)?:$/.test(u.protocol) &&
    u.hostname !== '' &&
    u.pathname.length > 1 &&
    u.search === ''
  );
}, 'must be postgres://user:password@host:port/database, without ?options (those of DATABASE_URL apply)');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().url().optional(),
  /**
   * Read replicas (streaming standbys of DATABASE_URL's server), comma-separated postgres:// URLs: the
   * reads that may lag (public lists, search, analytics) go to them; everything else stays on the
   * primary (models/replicas.ts). Needs DATABASE_URL.
   */
  DATABASE_READ_URLS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(readReplicaUrl)),
  DATA_DIR: z.string().default('data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(5499),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Platea <no-reply@platea.local>'),
  SEED_DEMO: bool.default(true),
  /** With the demo data, make its recordings (ffmpeg test patterns) for the player to have something. */
  SEED_DEMO_MEDIA: bool.default(true),
  /** S3-compatible media storage (all of endpoint and bucket set): else local disk under DATA_DIR/media. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** HMAC key of playback tokens (at least 32 characters); else the one the database made (migration 0009). */
  MEDIA_TOKEN_SECRET: z.string().min(32).optional(),
  /** How long a playback URL works; the player renews it before then. */
  MEDIA_TOKEN_TTL_SECONDS: z.coerce.number().int().min(2).max(86_400).default(600),
  /** Largest video or audio upload, in bytes (spec 9: 3 GB). */
  MEDIA_MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(3 * 1024 ** 3),
  /** The RTMP port of the ingest role (live broadcasts: OBS sends to rtmp://host:RTMP_PORT/live). */
  RTMP_PORT: z.coerce.number().int().min(1).max(65535).default(1935),
  /**
   * How long a dropped broadcast waits for its publisher (same key, same playlist, a discontinuity) before
   * it ends as if stopped (spec 4: 30 minutes of inactivity).
   */
  LIVE_IDLE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(1800),
  /**
   * The most a broadcaster may send, in kbit/s (1080p needs about 5000, spec 1). Above it the broadcast
   * screen warns; still above it after LIVE_BITRATE_GRACE_SECONDS, the publisher is cut with the reason.
   */
  LIVE_MAX_BITRATE_KBPS: z.coerce.number().int().min(100).max(100_000).default(9000),
  LIVE_BITRATE_GRACE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * A 360p rendition of every live stream larger than that, for phones: one x264 encode per stream in the
   * ingest's ffmpeg (the source itself is only repackaged). Off by default: it is most of a stream's CPU.
   */
  LIVE_PHONE_RENDITION: bool.default(false),
  /**
   * Simulcast destinations on private, loopback or link-local addresses are refused (an organizer must not
   * make the server push into its own network); true allows them (tests, on-premise setups).
   */
  SIMULCAST_ALLOW_PRIVATE_DESTINATIONS: bool.default(false),
  /** Key material of the destinations' stream keys at rest (at least 32 characters); else the one the database made (migration 0028). */
  SIMULCAST_KEY_SECRET: z.string().min(32).optional(),
  /**
   * Meetings (issue 22) on 100ms: the app's access key and secret (dashboard, Developer) and the template
   * every room is made from. Unset (any of the three): meetings are not available.
   */
  HMS_ACCESS_KEY: z.string().min(1).optional(),
  HMS_SECRET: z.string().min(1).optional(),
  HMS_TEMPLATE_ID: z.string().min(1).optional(),
  HMS_API_URL: z.string().url().default('https://api.100ms.live/v2'),
  /** The account's prebuilt subdomain (`{subdomain}.app.100ms.live`): with it the page embeds the prebuilt room. */
  HMS_SUBDOMAIN: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/i)
    .optional(),
  /** The value of the `x-platea-webhook-secret` header set on the 100ms webhook; unset: every webhook is refused. */
  HMS_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** The template's role names for the room's hosts and guests. */
  HMS_HOST_ROLE: z.string().min(1).default('host'),
  HMS_GUEST_ROLE: z.string().min(1).default('guest'),
  TRUST_PROXY: bool.default(false),
  /**
   * The request header a trusted proxy in front of Platea sets to the visitor's country (ISO 3166 alpha-2),
   * e.g. `cf-ipcountry` behind Cloudflare: viewing analytics record it. Unset: the country of the viewer's
   * profile, if any. Set it only when that proxy overwrites the header (a client could send its own).
   */
  COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/)
    .transform((v) => v.toLowerCase())
    .optional(),
  /**
   * How often a web process writes the viewing heartbeats it holds in memory (one statement for all
   * viewers); a process killed hard (not stopped) loses at most this much viewing.
   */
  VIEWING_FLUSH_SECONDS: z.coerce.number().min(0.1).max(60).default(5),
  /**
   * The roles of this process, comma-separated (web, worker, ingest; api/src/roles.ts). Unset: all of
   * them, or all but worker when the older WORKERS=off says so.
   */
  PLATEA_ROLES: z
    .string()
    .optional()
    .transform((v) =>
      v === undefined || v.trim() === ''
        ? undefined
        : [...new Set(v.split(',').map((r) => r.trim().toLowerCase()))].filter(Boolean),
    )
    .pipe(z.array(z.enum(PROCESS_ROLES)).min(1).optional()),
  /** Before PLATEA_ROLES: `off` meant this process runs no job workers (PLATEA_ROLES=web,ingest). */
  WORKERS: z.enum(['inline', 'off']).default('inline'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** How long a stopping process waits for in-flight requests and running jobs. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Failed sign-ins from one IP for one account before each further failure doubles a wait. */
  LOGIN_FREE_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_DELAY_BASE_SECONDS: z.coerce.number().min(0.1).default(2),
  LOGIN_DELAY_MAX_SECONDS: z.coerce.number().min(1).default(900),
  SCRYPT_COST: z.coerce.number().int().min(10).max(20).default(17),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Sign-ups accepted from one IP, and from its network (IPv4 /24, IPv6 /64), per sign-up window. */
  RATE_LIMIT_SIGNUP_PER_IP: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_SIGNUP_PER_NETWORK: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_SIGNUP_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /**
   * Password hashes computed at once (scrypt runs on libuv's thread pool, 4 threads by default, which
   * compression and file reads share), and how many more may wait before a 503 SERVICE_UNAVAILABLE.
   */
  PASSWORD_HASH_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    // Half the cores: scrypt (128 MiB, about a second) also takes a whole core while it runs.
    .default(Math.max(1, Math.floor(availableParallelism() / 2))),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).default(64),
});

/** Settings that depend on one another. */
const checked = schema.refine((e) => e.DATABASE_READ_URLS.length === 0 || e.DATABASE_URL !== undefined, {
  path: ['DATABASE_READ_URLS'],
  message: 'needs DATABASE_URL (the primary the replicas follow)',
});

export type Env = z.infer<typeof schema>;

/** The environment `source` describes, or the reasons it is refused (a test reads them too). */
export const parseEnv = (source: NodeJS.ProcessEnv) => checked.safeParse(source);

function load(): Env {
  const parsed = parseEnv(process.env);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      console.error(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
    }
    process.exit(1);
  }
  return parsed.data;
}

export const env: Env = load();

/** What this process runs: PLATEA_ROLES, else every role (but the workers when WORKERS=off). */
export const processRoles = (e: Pick<Env, 'PLATEA_ROLES' | 'WORKERS'> = env): ProcessRole[] =>
  e.PLATEA_ROLES ?? PROCESS_ROLES.filter((r) => r !== 'worker' || e.WORKERS !== 'off');

export const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
