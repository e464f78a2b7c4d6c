import { PassThrough } from "node:stream";
import multipart from "@fastify/multipart";
import { stringify } from "csv-stringify/sync";
import type { FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { rowIdParams } from "@portal/domain/fields";
import { COLUMNAS_PILOTO } from "@portal/domain/hoja-pilotos";
import { HOJA_LIMITES, HOJA_MSG, parseOmitidas, vistaImportacionSchema } from "@portal/domain/hoja-vehiculos";
import { errorSchema } from "../../lib/error-schema";
import type { PortalModule } from "../../lib/module";
import { requireOwnPersona } from "../../lib/ownership";
import { importErrors, sendFile, sheetFileName, XLSX_TYPE } from "../../lib/spreadsheet/http";
import { readSheetUpload } from "../../lib/spreadsheet/read-upload";
import { type WorkbookLayout, writeWorkbook } from "../../lib/spreadsheet/write-xlsx";
import { applyPilotoSheet, pilotoSheetRows, previewPilotoSheet } from "./apply-piloto-sheet";
import { loadEstadosCiviles } from "./check-piloto-sheet";

type ModuleApp = Parameters<PortalModule>[0];

const personaParams = rowIdParams("personaId");
const UPLOAD_DESCRIPTION =
  "Cuerpo `multipart/form-data` con la hoja en `archivo` (.xlsx, o .csv en UTF-8 o Windows-1252, separado por comas o punto y coma) " +
  `y, opcional, \`omitir\`: números de fila que se dejan fuera. Hasta ${HOJA_LIMITES.filas} filas y ${HOJA_LIMITES.bytes / 1024 / 1024} MB (413). ` +
  "Cada fila se revisa con las reglas y mensajes del formulario de pilotos; el CUI identifica la fila (un CUI ya registrado actualiza ese piloto).";

async function readFiles(request: FastifyRequest) {
  const { bytes, fields } = await readSheetUpload(request);
  return { bytes, omitidas: parseOmitidas(fields.omitir) };
}

function layout(estados: string[]): WorkbookLayout {
  return {
    hoja: "Pilotos",
    columnas: COLUMNAS_PILOTO.map((c) => ({ encabezado: c.encabezado, lista: c.campo === "estado_civil_id" ? estados : c.campo === "tiene_hijo" ? ["Sí", "No"] : c.campo === "tipo_licencia" ? ["A", "B"] : undefined })),
    filasConListas: HOJA_LIMITES.filas,
    instrucciones: [
      ["Pilotos", "Una fila por piloto, debajo de los encabezados; no cambie los encabezados. Un CUI que ya está entre sus pilotos actualiza ese piloto; los pilotos que no estén en el archivo no cambian."],
      ["Revisión", "Antes de guardar, el portal muestra cada fila nueva, cambiada o con errores. Se guardan todas las filas elegidas o ninguna."],
      ...COLUMNAS_PILOTO.map((c): [string, string] => [c.encabezado, `${c.obligatorio ? "Obligatorio. " : ""}${c.ayuda}`]),
    ],
  };
}

/**
 * A carrier's pilots as a spreadsheet (issue 23): template, export and the two-step import, as the
 * vehicles' (decisions 250, 251), under the carrier's persona.
 */
export function registerPilotoSheetRoutes(app: ModuleApp) {
  app.register(async (parent) => {
    await parent.register(multipart);
    const scope = parent.withTypeProvider<ZodTypeProvider>();

    scope.get(
      "/piloto/:personaId/persona/plantilla",
      {
        schema: {
          tags: ["pilotos"],
          summary: "Plantilla de pilotos (xlsx o csv)",
          params: personaParams,
          querystring: z.object({ formato: z.enum(["xlsx", "csv"]).default("xlsx") }),
          response: { 401: errorSchema, 404: errorSchema, 422: errorSchema },
        },
      },
      async (request, reply) => {
        const persona = await requireOwnPersona(app.db, request.params.personaId, request.userId, "leer");
        if (request.query.formato === "csv") {
          return sendFile(reply, "text/csv; charset=utf-8", sheetFileName("pilotos", persona.nit, "plantilla", "csv"), stringify([COLUMNAS_PILOTO.map((c) => c.encabezado)], { bom: true }));
        }
        const out = new PassThrough();
        void writeWorkbook(out, layout((await loadEstadosCiviles(app.db)).nombres), []).catch((err: unknown) => out.destroy(err as Error));
        return sendFile(reply, XLSX_TYPE, sheetFileName("pilotos", persona.nit, "plantilla", "xlsx"), out);
      },
    );

    scope.get(
      "/piloto/:personaId/persona/hoja",
      {
        schema: {
          tags: ["pilotos"],
          summary: "Exportar los pilotos (xlsx)",
          description: "En el formato de la plantilla: editar y volver a importar cambia solo lo editado.",
          params: personaParams,
          response: { 401: errorSchema, 404: errorSchema },
        },
      },
      async (request, reply) => {
        const persona = await requireOwnPersona(app.db, request.params.personaId, request.userId, "leer");
        const out = new PassThrough();
        void writeWorkbook(out, layout((await loadEstadosCiviles(app.db)).nombres), pilotoSheetRows(app.db, persona.id)).catch((err: unknown) => {
          request.log.error({ err }, "pilot export cut short");
          out.destroy(err as Error);
        });
        return sendFile(reply, XLSX_TYPE, sheetFileName("pilotos", persona.nit, "exportacion", "xlsx"), out);
      },
    );

    scope.post(
      "/piloto/:personaId/persona/importacion/vista",
      {
        config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
        schema: { tags: ["pilotos"], summary: "Vista previa de una importación de pilotos", description: `${UPLOAD_DESCRIPTION} No guarda nada.`, params: personaParams, response: { 200: vistaImportacionSchema, ...importErrors } },
      },
      async (request) => previewPilotoSheet(app.db, request.params.personaId, request.userId, () => readFiles(request)),
    );

    scope.post(
      "/piloto/:personaId/persona/importacion",
      {
        config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
        schema: {
          tags: ["pilotos"],
          summary: "Aplicar una importación de pilotos",
          description: `${UPLOAD_DESCRIPTION} Guarda todas las filas nuevas y cambiadas en una sola transacción, o nada (422 con el informe).`,
          params: personaParams,
          response: { 200: vistaImportacionSchema, ...importErrors },
        },
      },
      async (request, reply) => {
        const result = await applyPilotoSheet(app.db, request.params.personaId, request.userId, () => readFiles(request));
        if (!result.aplicado) return reply.status(422).send({ message: HOJA_MSG.conErrores, ...result.vista });
        return result.vista;
      },
    );
  });
}
