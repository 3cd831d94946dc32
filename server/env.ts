import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_CIRCLE_STORAGE_QUOTA_MB } from '../shared/memory-storage';
import type { AssistantModelConfig } from './adapters/chat-completions';
import type { BillingConfig, VitalsConfig } from './platform/module';
import type { SessionPolicies, SessionPolicy } from './platform/auth/sessions.service';
import type { S3FileStoreOptions } from './platform/files/s3-file-store';

const minutes = (m: number) => Math.round(m * 60);
const hours = (h: number) => minutes(h * 60);
const days = (d: number) => hours(d * 24);

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a range (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's names. */
function isProxyAddress(value: string): boolean {
  if (PROXY_NAMES.has(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Where uploaded files go (decision 047): `disk` (DATA_DIR/files) or an S3-compatible `s3`. */
  FILE_STORE: z.enum(['disk', 's3'], { error: 'must be disk or s3' }).default('disk'),
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be a URL such as https://s3.example.com' })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9/_.-]*[a-z0-9]$/, 'must be a folder name such as kinwell')
    .optional(),
  /**
   * The reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed: addresses or
   * ranges, comma-separated, or `loopback`, `linklocal`, `uniquelocal`. Unset, none is.
   */
  TRUST_PROXY: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((parts) => parts.length > 0 && parts.every(isProxyAddress), {
      error:
        'must list proxy addresses or ranges, comma-separated (127.0.0.1, 10.0.0.0/8), or loopback, linklocal, uniquelocal',
    })
    .optional(),
  /**
   * The bearer token a Prometheus scraper sends for GET /metrics (decision 042). Unset, the
   * route does not exist (404).
   */
  METRICS_TOKEN: z
    .string()
    .min(24, 'must be at least 24 characters (a long random token, e.g. openssl rand -hex 32)')
    .optional(),
  /** After SIGTERM, requests and jobs in flight get this long before the process exits anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(1).max(300).default(20),
  PUBLIC_URL: z.url({ error: 'must be a full URL such as https://kinwell.example' }).optional(),
  SUPPORT_EMAIL: z.email().default('support@kinwell.example'),
  EMERGENCY_NUMBER: z
    .string()
    .regex(/^[0-9+*#]{2,15}$/, 'must be a phone number such as 911 or 112')
    .default('911'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Kinwell <no-reply@kinwell.example>'),
  // Session limits per policy (decision 021; ASVS 4.0 V3.3.2 level 2).
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(12),
  SESSION_REMEMBER_IDLE_DAYS: z.coerce.number().positive().default(7),
  SESSION_REMEMBER_ABSOLUTE_DAYS: z.coerce.number().positive().default(30),
  STAFF_SESSION_IDLE_MINUTES: z.coerce.number().positive().default(15),
  STAFF_SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(8),
  /** Replaced by the variables above; refused so an old setting is not silently ignored. */
  SESSION_IDLE_DAYS: z.string().optional(),
  SESSION_ABSOLUTE_DAYS: z.string().optional(),
  /** Browser tests only: lets POST /api/test/clock move the server's time (decision 012). */
  KINWELL_TEST_CLOCK: z.enum(['true', 'false']).default('false'),
  REMINDER_SWEEP_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  // An OpenAI-compatible chat API for the assistant (decision 031); unset, the built-in answers.
  ASSISTANT_MODEL_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be the base URL of an OpenAI-compatible API, such as http://localhost:11434/v1',
    })
    .optional(),
  ASSISTANT_MODEL: z.string().trim().min(1).max(200).optional(),
  ASSISTANT_MODEL_KEY: z.string().min(1).optional(),
  ASSISTANT_MODEL_TIMEOUT_SECONDS: z.coerce.number().min(1).max(120).default(8),
  // Stripe, to sell the plan (decision 037); all unset, billing is off and Kinwell is free.
  STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
  STRIPE_PRICE_ID: z.string().trim().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  /** Tests only: Stripe's API at another address, e.g. http://127.0.0.1:12111 (a local stand-in). */
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be a URL such as http://127.0.0.1:12111' })
    .optional(),
  /**
   * How much of memory support's photos and recordings each circle may keep, in MB of 1,048,576
   * bytes (decision 060): 5120 is 5 GB.
   */
  CIRCLE_STORAGE_QUOTA_MB: z.coerce
    .number({ error: 'must be a whole number of MB, such as 5120 for 5 GB' })
    .int('must be a whole number of MB, such as 5120 for 5 GB')
    .min(1, 'must be at least 1 (MB)')
    .max(1024 * 1024, 'must be at most 1048576 (1 TB)')
    .default(DEFAULT_CIRCLE_STORAGE_QUOTA_MB),
  // Real-user speed figures (decision 044).
  VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.5),
  VITALS_RETENTION_DAYS: z.coerce.number().int().min(2).max(90).default(7),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Proxies trusted for the client's address and protocol (TRUST_PROXY); none when absent. */
  trustProxy: string | undefined;
  /** The bearer token GET /metrics asks for (METRICS_TOKEN); without it there is no /metrics. */
  metricsToken: string | undefined;
  /** How long a SIGTERM waits for requests and jobs in flight. */
  shutdownGraceSeconds: number;
  publicUrl: string;
  supportEmail: string;
  emergencyNumber: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionPolicies: SessionPolicies;
  logLevel: Env['LOG_LEVEL'];
  /** How often the reminder engine looks for due work. */
  reminderSweepSeconds: number;
  /** A clock browser tests may move; never behind https. */
  isTestClock: boolean;
  /** The language model the assistant asks, when the operator connected one. */
  assistantModel: AssistantModelConfig | undefined;
  /** Stripe, when the operator sells the plan; undefined: billing is off. */
  billing: BillingConfig | undefined;
  vitals: VitalsConfig;
  /** Each circle's room for memory photos and recordings, in bytes (CIRCLE_STORAGE_QUOTA_MB). */
  circleStorageQuotaBytes: number;
  /** Where uploaded files go: the data folder, or a bucket with these settings. */
  files: { kind: 'disk' } | { kind: 's3'; s3: S3FileStoreOptions };
}

/** Reads the environment once, at start. Throws a readable message naming every bad variable. */
export function readConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const entries = Object.entries(source).filter(([, value]) => value !== '');
  const parsed = envSchema.safeParse(Object.fromEntries(entries));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Kinwell cannot start: the environment is not valid.\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.SESSION_IDLE_DAYS !== undefined || env.SESSION_ABSOLUTE_DAYS !== undefined) {
    throw new Error(
      'Kinwell cannot start: SESSION_IDLE_DAYS and SESSION_ABSOLUTE_DAYS are replaced by SESSION_IDLE_MINUTES and SESSION_ABSOLUTE_HOURS (a standard sign-in) and SESSION_REMEMBER_IDLE_DAYS and SESSION_REMEMBER_ABSOLUTE_DAYS ("Keep me signed in on this device").',
    );
  }
  const policy = (
    idleName: string,
    idleSeconds: number,
    absoluteName: string,
    absoluteSeconds: number,
    persistentCookie: boolean,
  ): SessionPolicy => {
    if (idleSeconds > absoluteSeconds) {
      throw new Error(`Kinwell cannot start: ${idleName} must not be longer than ${absoluteName}.`);
    }
    return { idleSeconds, absoluteSeconds, persistentCookie };
  };
  const sessionPolicies: SessionPolicies = {
    standard: policy(
      'SESSION_IDLE_MINUTES',
      minutes(env.SESSION_IDLE_MINUTES),
      'SESSION_ABSOLUTE_HOURS',
      hours(env.SESSION_ABSOLUTE_HOURS),
      false,
    ),
    remembered: policy(
      'SESSION_REMEMBER_IDLE_DAYS',
      days(env.SESSION_REMEMBER_IDLE_DAYS),
      'SESSION_REMEMBER_ABSOLUTE_DAYS',
      days(env.SESSION_REMEMBER_ABSOLUTE_DAYS),
      true,
    ),
    staff: policy(
      'STAFF_SESSION_IDLE_MINUTES',
      minutes(env.STAFF_SESSION_IDLE_MINUTES),
      'STAFF_SESSION_ABSOLUTE_HOURS',
      hours(env.STAFF_SESSION_ABSOLUTE_HOURS),
      false,
    ),
  };
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const isTestClock = env.KINWELL_TEST_CLOCK === 'true';
  if (isTestClock && publicUrl.startsWith('https://')) {
    throw new Error(
      'Kinwell cannot start: KINWELL_TEST_CLOCK is for browser tests on this machine and is refused when PUBLIC_URL is https.',
    );
  }
  const hasUrl = env.ASSISTANT_MODEL_URL !== undefined;
  const hasModel = env.ASSISTANT_MODEL !== undefined;
  if (hasUrl !== hasModel) {
    throw new Error(
      `Kinwell cannot start: ${hasUrl ? 'ASSISTANT_MODEL_URL is set without ASSISTANT_MODEL' : 'ASSISTANT_MODEL is set without ASSISTANT_MODEL_URL'}. Set both to connect a language model to the assistant, or neither to use the built-in assistant.`,
    );
  }
  if (!hasUrl && env.ASSISTANT_MODEL_KEY !== undefined) {
    throw new Error(
      'Kinwell cannot start: ASSISTANT_MODEL_KEY is set without ASSISTANT_MODEL_URL and ASSISTANT_MODEL.',
    );
  }
  const assistantModel: AssistantModelConfig | undefined =
    env.ASSISTANT_MODEL_URL !== undefined && env.ASSISTANT_MODEL !== undefined
      ? {
          url: env.ASSISTANT_MODEL_URL.replace(/\/+$/, ''),
          model: env.ASSISTANT_MODEL,
          key: env.ASSISTANT_MODEL_KEY,
          timeoutSeconds: env.ASSISTANT_MODEL_TIMEOUT_SECONDS,
        }
      : undefined;
  const billing = readBilling(env);
  const files = readFileStore(env);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    trustProxy: env.TRUST_PROXY?.join(','),
    metricsToken: env.METRICS_TOKEN,
    shutdownGraceSeconds: env.SHUTDOWN_GRACE_SECONDS,
    publicUrl,
    supportEmail: env.SUPPORT_EMAIL,
    emergencyNumber: env.EMERGENCY_NUMBER,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    sessionPolicies,
    logLevel: env.LOG_LEVEL,
    reminderSweepSeconds: env.REMINDER_SWEEP_SECONDS,
    isTestClock,
    assistantModel,
    billing,
    vitals: { sampleRate: env.VITALS_SAMPLE_RATE, retentionDays: env.VITALS_RETENTION_DAYS },
    circleStorageQuotaBytes: env.CIRCLE_STORAGE_QUOTA_MB * 1024 * 1024,
    files,
  };
}

/**
 * The file store: the data folder unless FILE_STORE=s3, which needs a bucket, a region and both
 * keys. S3 settings without FILE_STORE=s3 are refused, so files never go somewhere unexpected.
 */
function readFileStore(env: Env): Config['files'] {
  const settings = {
    S3_BUCKET: env.S3_BUCKET,
    S3_REGION: env.S3_REGION,
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
  };
  if (env.FILE_STORE === 'disk') {
    const stray = Object.entries({
      ...settings,
      S3_ENDPOINT: env.S3_ENDPOINT,
      S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE,
      S3_PREFIX: env.S3_PREFIX,
    }).filter(([, value]) => value !== undefined);
    if (stray.length > 0) {
      throw new Error(
        `Kinwell cannot start: ${stray.map(([name]) => name).join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but FILE_STORE is not s3. Set FILE_STORE=s3 to keep files in that bucket, or remove the S3 settings to keep them in DATA_DIR/files.`,
      );
    }
    return { kind: 'disk' };
  }
  const missing = Object.entries(settings).filter(([, value]) => value === undefined);
  if (missing.length > 0) {
    throw new Error(
      `Kinwell cannot start: FILE_STORE=s3 needs S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (missing: ${missing.map(([name]) => name).join(', ')}). Set S3_ENDPOINT too for a store other than Amazon S3.`,
    );
  }
  return {
    kind: 's3',
    s3: {
      bucket: settings.S3_BUCKET ?? '',
      region: settings.S3_REGION ?? '',
      endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ''),
      accessKeyId: settings.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: settings.S3_SECRET_ACCESS_KEY ?? '',
      // Self-hosted stores (an endpoint) mostly serve buckets by path; AWS by host name.
      forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? String(env.S3_ENDPOINT !== undefined)) === 'true',
      prefix: env.S3_PREFIX,
    },
  };
}

/**
 * All three Stripe settings or none: a key without the webhook secret would take payments whose
 * confirmations Kinwell could not trust, so it refuses to start (decision 037).
 */
function readBilling(env: Env): BillingConfig | undefined {
  const settings = {
    STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
    STRIPE_PRICE_ID: env.STRIPE_PRICE_ID,
    STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
  };
  const missing = Object.entries(settings).filter(([, value]) => value === undefined);
  if (missing.length === 3) {
    if (env.STRIPE_API_URL !== undefined) {
      throw new Error('Kinwell cannot start: STRIPE_API_URL is set without STRIPE_SECRET_KEY.');
    }
    return undefined;
  }
  if (missing.length > 0) {
    throw new Error(
      `Kinwell cannot start: to turn billing on, set STRIPE_SECRET_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET together (missing: ${missing.map(([name]) => name).join(', ')}). Leave all three unset to run without billing.`,
    );
  }
  const api = env.STRIPE_API_URL === undefined ? undefined : new URL(env.STRIPE_API_URL);
  return {
    secretKey: settings.STRIPE_SECRET_KEY ?? '',
    priceId: settings.STRIPE_PRICE_ID ?? '',
    webhookSecret: settings.STRIPE_WEBHOOK_SECRET ?? '',
    api: api && {
      host: api.hostname,
      port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
    },
  };
}
