import jwt from "@fastify/jwt";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { unauthorized } from "../lib/errors";

export const ACCESS_TOKEN_TTL = "15m";

declare module "@fastify/jwt" {
  interface FastifyJWT {
    payload: { sub: string; nit: string };
    user: { sub: string; nit: string };
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
  }
}

export default fp<{ secret: string }>(async (app, opts) => {
  await app.register(jwt, { secret: opts.secret, sign: { expiresIn: ACCESS_TOKEN_TTL } });
  app.decorateRequest("userId", 0);
  app.decorate("authenticate", async (request: FastifyRequest) => {
    try {
      const payload = await request.jwtVerify<{ sub: string; nit: string }>();
      const id = Number(payload.sub);
      if (!Number.isInteger(id) || id <= 0) throw new Error("bad subject");
      request.userId = id;
    } catch {
      throw unauthorized("Sesión inválida o expirada. Inicie sesión nuevamente.");
    }
  });
});
