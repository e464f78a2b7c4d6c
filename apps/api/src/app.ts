import Fastify, { type FastifyServerOptions, LogController } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config, ResolvedConfig } from "./config";
import type { Database } from "./db/client";
import { JSON_BODY_LIMIT } from "./lib/body-limit";
import { trustProxyOption } from "./lib/trust-proxy";
import audit from "./plugins/audit";
import auth from "./plugins/auth";
import captcha from "./plugins/captcha";
import controlCharacters from "./plugins/control-characters";
import db from "./plugins/db";
import errors from "./plugins/errors";
import mail from "./plugins/mail";
import metrics from "./plugins/metrics";
import rateLimit from "./plugins/rate-limit";
import redis from "./plugins/redis";
import requestLog from "./plugins/request-log";
import security from "./plugins/security";
import shutdown from "./plugins/shutdown";
import signingKeys from "./plugins/signing-keys";
import sessions from "./plugins/sessions";
import staffAuth from "./plugins/staff-auth";
import insurerAuth from "./plugins/insurer-auth";
import swagger from "./plugins/swagger";
import web from "./plugins/web";
import { modules } from "./modules/index";
import { sharedSecret } from "./lib/instance-secret";

declare module "fastify" {
  interface FastifyInstance {
    /** The settings the app runs with, the JWT secret resolved. */
    config: ResolvedConfig;
  }
}

z.config(z.locales.es());

export interface BuildOptions {
  config: Config;
  /** An already open database (tests); otherwise the app opens one from the config. */
  database?: Database;
  logger?: FastifyServerOptions["logger"];
}

/** The app: external plugins, then the portal's own plugins, then the modules' routes. */
export async function buildApp({ config, database, logger }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    // Small for every route; the upload routes raise it to their file limit (lib/body-limit.ts).
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // While stopping, a request that still arrives on an open connection is served (and told
    // `Connection: close`) rather than refused with a bare 503 that a proxy will not retry for a POST.
    return503OnClosing: false,
    // Opening the database may take longer than Fastify's 10 s: PGlite starting its thread on a large
    // directory or replaying its WAL on a busy machine, migrations (decision 100).
    pluginTimeout: 120_000,
    // One line per response instead (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errors);
  await app.register(requestLog);
  await app.register(controlCharacters);
  await app.register(shutdown);
  await app.register(swagger);
  await app.register(security, { config });
  await app.register(redis, { config });
  await app.register(rateLimit, { config });
  await app.register(db, { config, database });
  await app.register(metrics, { config });
  // Without JWT_SECRET, every instance on this database signs with the one secret the database keeps.
  const resolved: ResolvedConfig = { ...config, JWT_SECRET: config.JWT_SECRET ?? (await sharedSecret(app.db, "jwt")) };
  app.decorate("config", resolved);
  await app.register(auth, { secret: resolved.JWT_SECRET });
  await app.register(sessions, { config });
  await app.register(staffAuth);
  await app.register(insurerAuth);
  await app.register(mail, { config });
  await app.register(captcha, { config: resolved });
  await app.register(audit);
  await app.register(signingKeys, { config });

  for (const mod of modules) await app.register(mod, { prefix: "/api", config });

  await app.register(web, { config });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
