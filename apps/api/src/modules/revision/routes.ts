import { revisionResumenSchema } from "@portal/domain/revision";
import { errorSchema } from "../../lib/error-schema";
import type { PortalModule } from "../../lib/module";
import { actingFor } from "../../lib/ownership";
import { getResumen } from "./get-resumen";

/** The carrier's side of the review (issue 12, decision 155). */
const revisionRoutes: PortalModule = async (app) => {
  app.get(
    "/revision/resumen",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["revision"],
        summary: "Resumen de la revisión de mis registros",
        description:
          "Cuántos registros del transportista por el que se actúa (`X-Actuar-Como`) esperan la revisión de la autoridad y cuáles fueron rechazados, con el motivo y la pantalla donde se corrigen.",
        response: { 200: revisionResumenSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => getResumen(app.db, await actingFor(app.db, request, "leer")),
  );
};

export default revisionRoutes;
