import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    shutdown: {
      /** True from the stop signal on: health answers 503 so the load balancer takes the instance out. */
      readonly draining: boolean;
      /**
       * Graceful stop: drain for `drainMs` (keep serving, health 503, every answer `Connection: close` so
       * the proxy opens no more requests on our keep-alive connections), then close: stop accepting, let
       * the requests in flight finish, then the onClose hooks (database pool last).
       */
      stop(drainMs: number): Promise<void>;
    };
  }
}

export default fp(
  async (app) => {
    let draining = false;
    app.decorate("shutdown", {
      get draining() {
        return draining;
      },
      async stop(drainMs: number) {
        draining = true;
        app.log.info({ drainMs }, "deteniendo: salud en 503, atendiendo aún mientras el balanceador lo nota");
        await new Promise((resolve) => setTimeout(resolve, drainMs));
        app.log.info("deteniendo: no se aceptan conexiones nuevas; terminan las solicitudes en curso");
        await app.close();
      },
    });
    app.addHook("onSend", async (_request, reply) => {
      if (draining) reply.header("connection", "close");
    });
  },
  { name: "shutdown" },
);
