import net from "node:net";
import fp from "fastify-plugin";
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from "../lib/database-unavailable";

/**
 * After the drain, how long reads are refused before the port closes. A balancer that only watches
 * answers (nginx without active health checks) still sends us requests; a GET refused with 503 before any
 * work is retried on another instance (`proxy_next_upstream … http_503`) and takes this instance out of
 * its rotation, so no new connection is waiting in the port's queue when it closes (the kernel would
 * reset those, POSTs included, which a proxy does not retry).
 */
const SHED_READS_MS = 1000;

/** After the port closes, how long connections already accepted have to deliver their request. */
const LAST_REQUESTS_GRACE_MS = 1000;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

declare module "fastify" {
  interface FastifyInstance {
    shutdown: {
      /** True from the stop signal on: health answers 503 so the load balancer takes the instance out. */
      readonly draining: boolean;
      /**
       * Graceful stop (decision 051): drain for `drainMs` (keep serving, health 503, every answer
       * `Connection: close` so the proxy sends no more requests on our keep-alive connections); refuse
       * reads for a moment (503, retried elsewhere by the proxy; writes are still served); stop accepting;
       * give connections already accepted a moment to deliver their request, close those that stayed idle,
       * wait for the requests in flight; then the onClose hooks (database pool last).
       */
      stop(drainMs: number): Promise<void>;
    };
  }
}

export default fp(
  async (app) => {
    let draining = false;
    let shedding = false;
    app.decorate("shutdown", {
      get draining() {
        return draining;
      },
      async stop(drainMs: number) {
        draining = true;
        app.log.info({ drainMs }, "deteniendo: salud en 503, atendiendo aún mientras el balanceador lo nota");
        await sleep(drainMs);
        if (app.server.listening) {
          shedding = true;
          await sleep(SHED_READS_MS);
          app.log.info("deteniendo: no se aceptan conexiones nuevas; terminan las solicitudes en curso");
          // Only the listening socket: http.Server#close would also drop "idle" connections at once, among
          // them fresh ones whose request is on its way. Resolves when the last connection has ended.
          const ended = new Promise((resolve) => net.Server.prototype.close.call(app.server, resolve));
          await sleep(LAST_REQUESTS_GRACE_MS);
          app.server.closeIdleConnections();
          await ended;
        }
        await app.close();
        app.log.info("detenido");
      },
    });
    app.addHook("onRequest", async (request, reply) => {
      if (!shedding || !SAFE_METHODS.has(request.method)) return;
      return reply
        .status(503)
        .headers({ "retry-after": String(RETRY_AFTER_SECONDS), connection: "close" })
        .send({ message: UNAVAILABLE_MESSAGE });
    });
    app.addHook("onSend", async (_request, reply) => {
      if (draining) reply.header("connection", "close");
    });
  },
  { name: "shutdown" },
);
