import jwt from "@fastify/jwt";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { MSG } from "@portal/domain/messages";
import { unauthorized } from "../lib/errors";
import type { InsurerClaims } from "../lib/insurer-tokens";
import { markGuard } from "../lib/route-guard";

export const ACCESS_TOKEN_TTL = "15m";

/** Access token claims: the usuario id, its NIT and the session (`sid`) checked on every request. */
type AccessClaims = { sub: string; nit: string; sid: number };

/**
 * A staff token (plugins/staff-auth.ts): the funcionario id and an audience — the console's, with the
 * session `sid`, or the sign-in challenge's, without one.
 */
export type StaffAccessClaims = { sub: string; aud: string; sid?: number };

declare module "@fastify/jwt" {
  interface FastifyJWT {
    payload: AccessClaims | StaffAccessClaims | InsurerClaims;
    user: AccessClaims;
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** preHandler for every route that needs a logged-in carrier. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The logged-in usuario id; set by `authenticate`. */
    userId: number;
    /** The session of the access token; set by `authenticate`. */
    sessionId: number;
  }
}

export default fp<{ secret: string }>(async (app, opts) => {
  await app.register(jwt, { secret: opts.secret, sign: { expiresIn: ACCESS_TOKEN_TTL } });
  app.decorateRequest("userId", 0);
  app.decorateRequest("sessionId", 0);
  const authenticate = async (request: FastifyRequest) => {
    let claims: { id: number; sid: number };
    try {
      const payload = await request.jwtVerify<AccessClaims & { aud?: unknown }>();
      // Only staff tokens carry an audience: never a carrier's (decision 150).
      if (payload.aud !== undefined) throw new Error("staff token");
      claims = { id: Number(payload.sub), sid: Number(payload.sid) };
    } catch {
      throw unauthorized(MSG.sessionExpired);
    }
    // Tokens signed before sessions existed carry no `sid`: refused, the client refreshes.
    const wellFormed = [claims.id, claims.sid].every((n) => Number.isInteger(n) && n > 0);
    // Outside the try: a database fault is not the client's fault and must not read as "signed out".
    if (!wellFormed || !(await app.sessions.isLive(claims.sid, claims.id))) throw unauthorized(MSG.sessionExpired);
    request.userId = claims.id;
    request.sessionId = claims.sid;
  };
  // The carrier's bearer token: the OpenAPI document declares it on every route that runs this (plugins/swagger.ts).
  app.decorate("authenticate", markGuard(authenticate, { scheme: "bearerAuth" }));
});
