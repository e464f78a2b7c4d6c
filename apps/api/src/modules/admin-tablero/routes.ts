import { rolesFrom } from "@portal/domain/staff";
import { tableroSchema } from "@portal/domain/tablero";
import { errorSchema } from "../../lib/error-schema";
import type { PortalModule } from "../../lib/module";
import { getTablero } from "./get-tablero";

const adminTableroRoutes: PortalModule = async (app) => {
  app.get(
    "/admin/tablero",
    {
      preHandler: [app.requireStaffRole(...rolesFrom("supervisor"))],
      schema: {
        tags: ["admin"],
        summary: "Tablero de la consola (supervisor y administrador)",
        description:
          "Cola de revisión (pendientes, edad mediana y percentil 90 en horas, por tipo), decisiones por día de los últimos 30 días " +
          "(hora de Guatemala), vencimientos en los próximos 30/60/90 días (licencias, pólizas de vehículos activos, licencias de " +
          "pilotos activos, plazos de representantes; cada cifra incluye las de plazos menores) y transportistas por departamento " +
          "de su dirección principal (la marcada para notificar, si no la primera). Un revisor recibe 403.",
        response: { 200: tableroSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => getTablero(app.db),
  );
};

export default adminTableroRoutes;
