import { todayInGuatemala } from "@portal/domain/formats";
import { rolesFrom } from "@portal/domain/staff";
import { type ExportKind, exportQuerySchema } from "@portal/domain/tablero";
import { errorSchema } from "../../lib/error-schema";
import type { PortalModule } from "../../lib/module";
import { csvStream, sendCsv } from "./csv-stream";
import { PILOTO_COLUMNS, pilotoBatches } from "./export-pilotos";
import { TRANSPORTISTA_COLUMNS, transportistaBatches } from "./export-transportistas";
import { VEHICULO_COLUMNS, vehiculoBatches } from "./export-vehiculos";

const FILTERS =
  "Filtros opcionales: `departamento` (id; el de la dirección principal del transportista), `estado_revision` " +
  "(pendiente, aprobado, rechazado) y `vence_en_dias` (algo vence de hoy a hoy + N días). CSV UTF-8 con BOM, separado por comas, " +
  "enviado por partes (sirve con cientos de miles de filas); las celdas que empiezan con = + - @ llevan un apóstrofo delante.";

const adminExportRoutes: PortalModule = async (app) => {
  const supervisor = app.requireStaffRole(...rolesFrom("supervisor"));

  const route = (kind: ExportKind, summary: string, vence: string, open: (today: string, q: typeof exportQuerySchema._zod.output) => Promise<NodeJS.ReadableStream>) =>
    app.get(
      `/admin/export/${kind}.csv`,
      {
        preHandler: [supervisor],
        schema: {
          tags: ["admin"],
          summary,
          description: `${FILTERS} Aquí \`vence_en_dias\` mira ${vence}.`,
          querystring: exportQuerySchema,
          response: { 401: errorSchema, 403: errorSchema, 422: errorSchema },
        },
      },
      async (request, reply) => {
        const today = todayInGuatemala();
        const body = await open(today, request.query);
        return sendCsv(reply, `${kind}-${today}.csv`, body);
      },
    );

  route("transportistas", "Exportar transportistas (CSV)", "las licencias de transporte", (today, q) =>
    csvStream(transportistaBatches(app.db, q, today), TRANSPORTISTA_COLUMNS, app.log),
  );
  route("vehiculos", "Exportar vehículos (CSV)", "la póliza del vehículo", (today, q) => csvStream(vehiculoBatches(app.db, q, today), VEHICULO_COLUMNS, app.log));
  route("pilotos", "Exportar pilotos (CSV)", "la licencia del piloto", (today, q) => csvStream(pilotoBatches(app.db, q, today), PILOTO_COLUMNS, app.log));
};

export default adminExportRoutes;
