import { z } from "zod";
import { withDeadline } from "../../lib/deadline";
import type { PortalModule } from "../../lib/module";

/** A health check must answer even when the database does not: the ping gets this long. */
const PING_DEADLINE_MS = 1500;

const healthSchema = z.object({
  status: z
    .enum(["ok", "error", "cerrando"])
    .describe("`error`: la base de datos no respondió en 1,5 s; `cerrando`: la instancia se está deteniendo (SIGTERM)."),
  database: z.string(),
  redis: z.enum(["ok", "no disponible", "no configurado"]).describe(
    "Contadores de límites compartidos en Redis. Sin Redis cada instancia cuenta en su memoria y sigue atendiendo (200).",
  ),
});

const healthRoutes: PortalModule = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["sistema"],
        summary: "Estado del servicio y de la base de datos",
        description:
          "200 mientras la base de datos responde. 503 si no responde en 1,5 s, o desde que la instancia recibe SIGTERM (el balanceador deja de enviarle tráfico). Nunca se queda esperando.",
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      if (app.shutdown.draining) {
        return reply.status(503).send({ status: "cerrando" as const, database: app.database.kind, redis: app.redisLink.state });
      }
      try {
        await withDeadline(app.database.ping(), PING_DEADLINE_MS, "la base de datos no respondió a tiempo");
        return { status: "ok" as const, database: app.database.kind, redis: app.redisLink.state };
      } catch {
        return reply.status(503).send({ status: "error" as const, database: app.database.kind, redis: app.redisLink.state });
      }
    },
  );
};

export default healthRoutes;
