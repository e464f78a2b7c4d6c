import { auditoriaListSchema } from "@portal/domain/auditoria";
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from "@portal/domain/pagination";
import { errorSchema } from "../../lib/error-schema";
import type { PortalModule } from "../../lib/module";
import { pageOf, pageQuerySchema } from "../../lib/pagination";
import { actingPersona } from "../../lib/ownership";
import { listAuditoria } from "./list-auditoria";

const auditoriaRoutes: PortalModule = async (app) => {
  app.get(
    "/auditoria",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["auditoria"],
        summary: "Historial de cambios de la cuenta",
        description: [
          "Los cambios de los datos del transportista que llama (crear, modificar, eliminar, con los campos que cambiaron antes y después),",
          "sus inicios de sesión y los intentos fallidos con su NIT; del más reciente al más antiguo.",
          `Paginado: \`limit\` de 1 a ${PAGE_LIMIT_MAX} (${PAGE_LIMIT_DEFAULT} si falta) y \`cursor\` (el \`next_cursor\` de la página anterior);`,
          "`next_cursor` es null en la última página; si hay otra, también la anuncia el encabezado `Link: <…>; rel=\"next\"`.",
          "Un límite o un cursor no válidos responden 422. Nunca aparecen filas de otra cuenta.",
          "Con `X-Actuar-Como: <persona>` (un miembro que actúa por ese transportista): los cambios de ese transportista, hechos por cualquiera de sus miembros, y los eventos de la propia cuenta; cada fila nombra a la persona que actuó (`autor_persona`).",
        ].join(" "),
        querystring: pageQuerySchema(),
        response: { 200: auditoriaListSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const { limit, cursor } = request.query;
      const header = request.headers["x-actuar-como"];
      const acting = header === undefined ? null : await actingPersona(app.db, header, request.userId, "leer");
      const rows = await listAuditoria(app.db, request.userId, limit, cursor?.[0], acting);
      const { page, next_cursor } = pageOf(request, reply, rows, limit, (row) => [row.id]);
      return { auditoria: page, next_cursor };
    },
  );
};

export default auditoriaRoutes;
