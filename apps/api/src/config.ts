import path from "node:path";
import { z } from "zod";
import { parseTrustProxy, type TrustProxy } from "./lib/trust-proxy";

/** The only place that reads process.env. Defaults make `npm start` work on a fresh machine. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  /** PostgreSQL connections per instance: instances × this must stay below the server's max_connections. */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  /** How long a request waits for a PostgreSQL connection before it answers 503. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
  /** Longest one SQL statement (and an idle transaction) may take; a network cut is noticed 1 s later. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /**
   * The longest a request waits on a PostgreSQL connection that a network cut left dead (db/connection-watchdog.ts);
   * a statement that runs longer on a live connection is not cut short. 0 = only the driver's timeout above.
   */
  DB_DEAD_CONNECTION_MS: z.coerce
    .number()
    .int()
    .refine((v) => v === 0 || (v >= 1000 && v <= 600_000), "DB_DEAD_CONNECTION_MS: 0, o de 1000 a 600000")
    .default(5000),
  /**
   * Where the embedded database (no DATABASE_URL) runs: `worker`, its own thread, so a long statement does
   * not stop the server answering (decision 100); `main`, in the server's thread, as before (for comparison).
   */
  PGLITE_THREAD: z.enum(["worker", "main"]).default("worker"),
  /**
   * Where Prometheus scrapes /metrics: a listener of its own, never the public port. Unset = no listener
   * (0 = any free port, for tests). METRICS_HOST: the address it listens on (the internal network's).
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default("127.0.0.1"),
  /** After SIGTERM: how long the instance keeps serving while its health answers 503, before it stops accepting. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
  PUBLIC_URL: z.string().url().optional(),
  /** Seconds between passes of the e-mail reminders of what is due (issue 13); 0 turns them off. */
  REMINDERS_INTERVAL_S: z.coerce.number().int().min(0).max(604_800).default(3600),
  JWT_SECRET: z.string().min(32, "JWT_SECRET debe tener al menos 32 caracteres").optional(),
  /**
   * The QR credentials' signing key, an Ed25519 private key as PKCS#8 PEM or JWK; unset = the one the
   * database keeps, generated on first start and shared by every instance (decision 175).
   */
  QR_SIGNING_KEY: z.string().optional(),
  /** The `kid` of QR_SIGNING_KEY; unset = the first 8 characters of its JWK thumbprint. */
  QR_SIGNING_KID: z.string().regex(/^[\w-]{1,32}$/, "QR_SIGNING_KID: de 1 a 32 letras, dígitos, - o _").optional(),
  MAIL_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Portal de Transportistas <no-responder@localhost>"),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET: z.string().optional(),
  PROVIDER_NAME: z.string().default("Dirección General de Transportes"),
  PROVIDER_SHORT_NAME: z.string().default("DGT"),
  UPLOAD_MAX_MB: z.coerce.number().positive().default(10),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Proof-of-work cost of the ALTCHA bot check; low enough for a phone to solve in well under a second. */
  ALTCHA_MAX_NUMBER: z.coerce.number().int().positive().default(10_000),
  WEB_DIST: z.string().optional(),
  /** Accounts one client address may create per hour (a whole office behind one NAT may need more). */
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(20),
  /**
   * How long an instance trusts that a session is still live before asking the database again: the most
   * a revoked access token may still be accepted by another instance when Redis is not there to tell it.
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /**
   * Which hops may set X-Forwarded-For (the client IP that rate limits count): unset = none; addresses/CIDRs
   * ("10.0.0.5,10.0.1.0/24"); or a hop count ("1"). "true" is refused (lib/trust-proxy.ts says why).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): TrustProxy => {
      const trust = parseTrustProxy(v);
      if (typeof trust === "object" && "error" in trust) {
        ctx.addIssue({ code: "custom", message: trust.error });
        return z.NEVER;
      }
      return trust;
    }),
});

/** The settings as given. `JWT_SECRET` may be unset: then the app uses the one its database keeps. */
export type Config = Omit<z.infer<typeof envSchema>, "PUBLIC_URL" | "DATA_DIR"> & {
  DATA_DIR: string;
  PUBLIC_URL: string;
};

/**
 * The settings the app runs with (`app.config`): `JWT_SECRET` always set, either given or generated once
 * and kept in the database, shared by every instance on it (lib/instance-secret.ts, decision 052).
 */
export type ResolvedConfig = Config & { JWT_SECRET: string };

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Configuración inválida:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  // Relative to where the command was typed (npm's INIT_CWD): `npm start` and `npm run admin:create`, run
  // from the same folder, must open the same data although npm runs a workspace's script in its own folder.
  const DATA_DIR = path.resolve(env.INIT_CWD ?? process.cwd(), overrides.DATA_DIR ?? e.DATA_DIR);
  const PORT = overrides.PORT ?? e.PORT;
  return {
    ...e,
    DATA_DIR,
    PORT,
    PUBLIC_URL: (e.PUBLIC_URL ?? `http://localhost:${PORT}`).replace(/\/$/, ""),
    ...overrides,
  } as Config;
}
