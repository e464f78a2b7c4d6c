import { rolesFrom } from "@portal/domain/staff";
import { tableroSchema } from "@portal/domain/tablero";
import { errorSchema } from "../../lib/error-schema";
import type { PortalModule } from "../../lib/module";
import { cachedTablero } from "./cached-tablero";
import { getTablero } from "./get-tablero";

const adminTableroRoutes: PortalModule = async (app, { config }) => {
  const tablero = cachedTablero((today) => getTablero(app.db, today), config.TABLERO_CACHE_SECONDS);
  // Once the server listens (not in the tests' inject, nor in scripts that build the app without
  // serving), the figures are computed and kept warm in the background (decision 224): the first
  // dashboard after a start finds them computed, or their computation well under way.
  let stopWarm: (() => Promise<void>) | undefined;
  app.addHook("onListen", async () => void (stopWarm = tablero.keepWarm(app.log)));
  app.addHook("onClose", async () => stopWarm?.());
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
          "de su dirección principal (la marcada para notificar, si no la primera). Un revisor recibe 403. " +
          "Las cifras se calculan al iniciar la instancia y luego en segundo plano, a lo sumo una vez por minuto: pueden tener hasta unos minutos de antigüedad.",
        response: { 200: tableroSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => tablero(request.log),
  );
};

export default adminTableroRoutes;
