import { z } from "zod";
import type { PortalModule } from "../../lib/module";

const healthSchema = z.object({ status: z.enum(["ok", "error"]), database: z.string() });

const healthRoutes: PortalModule = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["sistema"],
        summary: "Estado del servicio y de la base de datos",
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
        return { status: "ok" as const, database: app.database.kind };
      } catch {
        return reply.status(503).send({ status: "error" as const, database: app.database.kind });
      }
    },
  );
};

export default healthRoutes;
