import { SCOPE_REPORTAR } from "@portal/domain/poliza-reportada";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { aseguradora_cliente } from "../db/schema/index";
import { AppError } from "../lib/errors";
import { INSURER_AUDIENCE, type InsurerClaims } from "../lib/insurer-tokens";
import { markGuard } from "../lib/route-guard";

/** The insurers' API: every route under it needs an insurer client's token, except the token endpoint. */
export const INSURER_API_PREFIX = "/api/aseguradoras/v1/";

export const INSURER_TOKEN_MESSAGE = "Token de aseguradora ausente, vencido o revocado. Obtenga uno en POST /api/aseguradoras/oauth/token.";
export const INSURER_SCOPE_MESSAGE = `El token no tiene el alcance ${SCOPE_REPORTAR}.`;

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    /** The guard of the insurers' API: a live client's token with the reporting scope. */
    authenticateInsurer: PreHandler;
  }
  interface FastifyRequest {
    /** The insurer client of the token; set by `authenticateInsurer`. */
    insurer: { clienteId: number; aseguradoraId: number; clientId: string } | null;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === "string" ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** RFC 6750 §3: the answer names the error in `WWW-Authenticate` too. */
const refused = (status: 401 | 403, error: "invalid_token" | "insufficient_scope", message: string) =>
  new AppError(status, message, undefined, {
    "www-authenticate": `Bearer realm="aseguradoras", error="${error}"${error === "insufficient_scope" ? `, scope="${SCOPE_REPORTAR}"` : ""}`,
  });

/**
 * The insurers' guard (decision 261). The token must carry the insurers' audience and the reporting
 * scope, and its client must still exist unrevoked: checked in the database on every request (one
 * primary-key read), so a revocation takes effect at once on every instance, not when the token ends.
 */
export default fp(
  async (app) => {
    app.decorateRequest("insurer", null);

    const authenticateInsurer: PreHandler = async (request) => {
      if (request.insurer) return;
      let claims: InsurerClaims;
      try {
        const token = bearer(request);
        if (!token) throw new Error("no token");
        claims = app.jwt.verify<InsurerClaims>(token, { allowedAud: INSURER_AUDIENCE, requiredClaims: ["aud", "cid", "scope"] });
      } catch {
        throw refused(401, "invalid_token", INSURER_TOKEN_MESSAGE);
      }
      if (!Number.isInteger(claims.cid) || claims.cid <= 0) throw refused(401, "invalid_token", INSURER_TOKEN_MESSAGE);
      if (typeof claims.scope !== "string" || !claims.scope.split(" ").includes(SCOPE_REPORTAR)) throw refused(403, "insufficient_scope", INSURER_SCOPE_MESSAGE);
      const [row] = await app.db
        .select({ aseguradora_id: aseguradora_cliente.aseguradora_id, client_id: aseguradora_cliente.client_id })
        .from(aseguradora_cliente)
        .where(and(eq(aseguradora_cliente.id, claims.cid), isNull(aseguradora_cliente.revocado_at)))
        .limit(1);
      if (!row) throw refused(401, "invalid_token", INSURER_TOKEN_MESSAGE);
      request.insurer = { clienteId: claims.cid, aseguradoraId: row.aseguradora_id, clientId: row.client_id };
    };

    app.decorate("authenticateInsurer", markGuard(authenticateInsurer, { scheme: "insurerOAuth" }));

    // Deny by default, as the console does: every route under the insurers' prefix runs the guard first.
    app.addHook("onRoute", (route) => {
      if (!route.url.startsWith(INSURER_API_PREFIX)) return;
      const list = (value: unknown): unknown[] => (value ? [value].flat() : []);
      route.onRequest = [authenticateInsurer, ...list(route.onRequest).filter((fn) => fn !== authenticateInsurer)] as typeof route.onRequest;
    });
  },
  { name: "insurer-auth" },
);
