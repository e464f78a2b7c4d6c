import fp from "fastify-plugin";
import { audit_log } from "../db/schema/index";

const GEO = /^-?\d{1,3}(\.\d+)?,-?\d{1,3}(\.\d+)?(,\d+(\.\d+)?)?$/;

/**
 * Every write is recorded with who, what, the answer and — when the device sent it, as the terms
 * announce — the GPS position from `X-Geo-Position: lat,lng,accuracy`.
 */
export default fp(async (app) => {
  app.addHook("onResponse", async (request, reply) => {
    if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return;
    const header = request.headers["x-geo-position"];
    const geo = typeof header === "string" && GEO.test(header.trim()) ? header.trim() : null;
    try {
      await app.db.insert(audit_log).values({
        usuario_id: request.userId || null,
        method: request.method,
        route: (request.routeOptions.url ?? request.url).slice(0, 200),
        status: reply.statusCode,
        ip: request.ip,
        geo,
      });
    } catch (err) {
      request.log.warn({ err }, "audit log write failed");
    }
  });
});
