/**
 * Server configuration from the environment, checked with zod at start.
 * PORT (default 3000), HOST (0.0.0.0), DATA_FILE (data/db.json),
 * DATABASE_URL (a postgres:// URL; when set, PostgreSQL replaces the file),
 * PG_POOL_SIZE (10 connections per process),
 * ADMIN_PASSWORD (generated and printed once when unset, so the admin is never
 * open), and the rate limits: SUBMISSION_RATE_LIMIT (10), LOGIN_FAILURE_LIMIT
 * (10), EVENTS_RATE_LIMIT (120), RATE_LIMIT_WINDOW_MINUTES (15), TRUST_PROXY (false),
 * RATE_LIMIT_SECRET (the secret the limits' daily keys are derived from: the
 * limits count a client under an HMAC of its address with the UTC day's key,
 * never the address; unset, the key comes from ADMIN_PASSWORD. Give every
 * process on one database the same; set it apart from the password so that
 * knowing the password does not let anyone test addresses against the counts).
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { RateLimits } from './middleware/rate-limits';

const flag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => ['true', '1', 'yes'].includes(v));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_FILE: z.string().min(1).default('data/db.json'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PG_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  SUBMISSION_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
  LOGIN_FAILURE_LIMIT: z.coerce.number().int().min(0).default(10),
  EVENTS_RATE_LIMIT: z.coerce.number().int().min(0).default(120),
  RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  TRUST_PROXY: flag.default(false),
  RATE_LIMIT_SECRET: z.string().min(1).optional(),
});

/** The server's settings. */
export interface Config {
  port: number;
  host: string;
  dataFile: string;
  /** PostgreSQL connection URL; undefined for the JSON file. */
  databaseUrl?: string;
  /** PostgreSQL connections this process may hold. */
  databasePoolSize: number;
  adminPassword: string;
  /** True when the password was generated because ADMIN_PASSWORD was unset. */
  generatedPassword: boolean;
  rateLimits: RateLimits;
}

/** Reads the settings; throws an Error naming each bad variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  }
  const settings = parsed.data;
  return {
    port: settings.PORT,
    host: settings.HOST,
    dataFile: settings.DATA_FILE,
    databaseUrl: settings.DATABASE_URL,
    databasePoolSize: settings.PG_POOL_SIZE,
    // 18 random bytes: 144 bits, out of reach of guessing even without the login limit.
    adminPassword: settings.ADMIN_PASSWORD ?? randomBytes(18).toString('base64url'),
    generatedPassword: settings.ADMIN_PASSWORD === undefined,
    rateLimits: {
      submissions: settings.SUBMISSION_RATE_LIMIT,
      events: settings.EVENTS_RATE_LIMIT,
      loginFailures: settings.LOGIN_FAILURE_LIMIT,
      windowMs: settings.RATE_LIMIT_WINDOW_MINUTES * 60 * 1000,
      trustProxy: settings.TRUST_PROXY,
      ...(settings.RATE_LIMIT_SECRET ? { clientKeySecret: settings.RATE_LIMIT_SECRET } : {}),
    },
  };
}
