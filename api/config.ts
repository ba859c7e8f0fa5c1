/**
 * Server configuration from the environment, checked with zod at start.
 * PORT (default 3000), DATA_FILE (default data/db.json), ADMIN_PASSWORD
 * (generated and printed once when unset, so the admin is never open).
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_FILE: z.string().min(1).default('data/db.json'),
  ADMIN_PASSWORD: z.string().min(1).optional(),
});

/** The server's settings. */
export interface Config {
  port: number;
  host: string;
  dataFile: string;
  adminPassword: string;
  /** True when the password was generated because ADMIN_PASSWORD was unset. */
  generatedPassword: boolean;
}

/** Reads the settings; throws an Error naming each bad variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  }
  const { PORT, HOST, DATA_FILE, ADMIN_PASSWORD } = parsed.data;
  return {
    port: PORT,
    host: HOST,
    dataFile: DATA_FILE,
    adminPassword: ADMIN_PASSWORD ?? randomBytes(18).toString('base64url'),
    generatedPassword: ADMIN_PASSWORD === undefined,
  };
}
