import { z } from "zod";
import { pendienteListSchema, vencimientoDiasField, vencimientoListSchema } from "@portal/domain/vencimiento";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { errorSchema } from "../../lib/error-schema";
import type { PortalModule } from "../../lib/module";
import { actingFor, actingScope } from "../../lib/ownership";
import { keysetQuerySchema, PAGED_LIST_DESCRIPTION, pageOf } from "../../lib/pagination";
import { listPendientes } from "./list-pendientes";
import recordatorioRoutes from "./recordatorios/routes";
import { startReminderLoop } from "./recordatorios/reminder-loop";
import { type DueCursor, dueCursorOf, listVencimientos } from "./list-vencimientos";

const tags = ["vencimientos"];
const errors = { 401: errorSchema, 404: errorSchema, 422: errorSchema };

const vencimientoQuery = keysetQuerySchema(["text", "text", "int"]).extend({ dias: vencimientoDiasField });

const vencimientoRoutes: PortalModule = async (app, { config }) => {
  await app.register(recordatorioRoutes, { config });
  startReminderLoop(app, config.REMINDERS_INTERVAL_S);

  app.get(
    "/vencimientos",
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: "Lo que vence",
        description: [
          "Licencias (`fin`), pólizas (`fecha_fin`), licencias de pilotos (`adminision_licencia`), plazos de representantes",
          "(`plazo_vigenia`) y códigos QR (`vigencia`) del transportista por el que se actúa (`X-Actuar-Como`) cuya fecha llega en `dias` días o menos (0 a 366, 90 si falta),",
          "contados en la fecha de Guatemala; los ya vencidos se incluyen con `dias_restantes` negativo. El más próximo primero;",
          "`ruta` es la pantalla donde se renueva.",
          PAGED_LIST_DESCRIPTION,
        ].join(" "),
        querystring: vencimientoQuery,
        response: { 200: vencimientoListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { dias, limit, cursor } = request.query;
      const acting = await actingFor(app.db, request, "leer");
      const owner = acting && ((personaId: AnyPgColumn) => actingScope(personaId, acting, "leer"));
      const rows = await listVencimientos(app.db, owner, { dias, limit: limit + 1, after: cursor as DueCursor | undefined });
      const { page, next_cursor } = pageOf(request, reply, rows, limit, dueCursorOf);
      return { vencimientos: page, next_cursor };
    },
  );

  app.get(
    "/pendientes",
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: "Lo que falta",
        description:
          "Documentos requeridos sin subir (todos los tipos del catálogo de cada familia) de la persona, sus mandatarios, abogados y pilotos activos, " +
          "y personas jurídicas sin representantes, del transportista por el que se actúa (`X-Actuar-Como`). `ruta` es la pantalla donde se completa.",
        querystring: z.object({}),
        response: { 200: pendienteListSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => ({ pendientes: await listPendientes(app.db, await actingFor(app.db, request, "leer")) }),
  );
};

export default vencimientoRoutes;
