import { z } from 'zod';

const days = (d: number) => d * 24 * 60 * 60;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
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
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(30),
  /** Browser tests only: lets POST /api/test/clock move the server's time (decision 012). */
  KINWELL_TEST_CLOCK: z.enum(['true', 'false']).default('false'),
  REMINDER_SWEEP_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  supportEmail: string;
  emergencyNumber: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  logLevel: Env['LOG_LEVEL'];
  /** How often the reminder engine looks for due work. */
  reminderSweepSeconds: number;
  /** A clock browser tests may move; never behind https. */
  isTestClock: boolean;
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
  if (env.SESSION_IDLE_DAYS > env.SESSION_ABSOLUTE_DAYS) {
    throw new Error(
      'Kinwell cannot start: SESSION_IDLE_DAYS must not be longer than SESSION_ABSOLUTE_DAYS.',
    );
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const isTestClock = env.KINWELL_TEST_CLOCK === 'true';
  if (isTestClock && publicUrl.startsWith('https://')) {
    throw new Error(
      'Kinwell cannot start: KINWELL_TEST_CLOCK is for browser tests on this machine and is refused when PUBLIC_URL is https.',
    );
  }
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    publicUrl,
    supportEmail: env.SUPPORT_EMAIL,
    emergencyNumber: env.EMERGENCY_NUMBER,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    sessionIdleSeconds: days(env.SESSION_IDLE_DAYS),
    sessionAbsoluteSeconds: days(env.SESSION_ABSOLUTE_DAYS),
    logLevel: env.LOG_LEVEL,
    reminderSweepSeconds: env.REMINDER_SWEEP_SECONDS,
    isTestClock,
  };
}
