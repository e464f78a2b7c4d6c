import { JWKS_PATH } from "@portal/domain/credencial";
import { todayInGuatemala } from "@portal/domain/formats";
import fp from "fastify-plugin";
import { z } from "zod";
import type { Config } from "../config";
import { activeSigningKey } from "../lib/signing-keys/active-signing-key";
import { publishedJwk, publishedKeys } from "../lib/signing-keys/published-keys";
import { configuredKey, type SigningKey } from "../lib/signing-keys/signing-key";

declare module "fastify" {
  interface FastifyInstance {
    /** The key QR credentials are signed with now: QR_SIGNING_KEY, or the database's active key. */
    signingKey(): Promise<SigningKey>;
  }
}

const jwksSchema = z.object({
  keys: z.array(
    z.object({ kty: z.string(), crv: z.string(), x: z.string(), kid: z.string(), alg: z.string(), use: z.string() }),
  ),
});

/** Verifiers may keep the key set this long; one that meets an unknown `kid` asks again at once. */
const JWKS_MAX_AGE_SECONDS = 300;

/**
 * The QR signing keys (decision 175): the active key is created on first start unless one is configured,
 * and the public keys are published at /.well-known/jwks.json (never a private part).
 */
export default fp<{ config: Config }>(async (app, { config }) => {
  const configured = config.QR_SIGNING_KEY ? await configuredKey(config.QR_SIGNING_KEY, config.QR_SIGNING_KID) : null;
  if (!configured) await activeSigningKey(app.db);
  app.decorate("signingKey", () => (configured ? Promise.resolve(configured.key) : activeSigningKey(app.db)));

  app.get(
    JWKS_PATH,
    {
      schema: {
        tags: ["validar_registro_piloto"],
        summary: "Claves públicas de las credenciales QR (JWKS)",
        description:
          "Claves Ed25519 (`alg` EdDSA) con las que se verifican, sin conexión, las credenciales firmadas de los QR: " +
          "la activa y las retiradas mientras quede un QR firmado con ellas dentro de su vigencia.",
        response: { 200: jwksSchema },
      },
    },
    async (_request, reply) => {
      const keys = await publishedKeys(app.db, todayInGuatemala());
      if (configured) keys.unshift(publishedJwk(configured.key.kid, configured.publicJwk));
      reply.header("cache-control", `public, max-age=${JWKS_MAX_AGE_SECONDS}`);
      return { keys };
    },
  );
});
