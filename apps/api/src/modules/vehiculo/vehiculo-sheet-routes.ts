import { PassThrough } from "node:stream";
import multipart from "@fastify/multipart";
import { stringify } from "csv-stringify/sync";
import type { FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { rowIdParams } from "@portal/domain/fields";
import { COLUMNAS_VEHICULO, HOJA_LIMITES, HOJA_MSG, parseOmitidas, vistaImportacionSchema } from "@portal/domain/hoja-vehiculos";
import { tarjeta_operacion } from "../../db/schema/index";
import { errorSchema } from "../../lib/error-schema";
import type { PortalModule } from "../../lib/module";
import { requireOwned } from "../../lib/ownership";
import { uploadMaxBytes } from "../../lib/pdf";
import { readSheetUpload } from "../../lib/spreadsheet/read-upload";
import { importErrors, sendFile, sheetFileName, XLSX_TYPE } from "../../lib/spreadsheet/http";
import { writeWorkbook } from "../../lib/spreadsheet/write-xlsx";
import { applyVehiculoSheet, previewVehiculoSheet } from "./apply-vehiculo-sheet";
import { loadSheetCatalogues } from "./vehiculo-sheet-catalogues";
import { vehiculoLayout, vehiculoSheetRows } from "./vehiculo-sheet-layout";

type ModuleApp = Parameters<PortalModule>[0];

const tarjetaParams = rowIdParams("tarjetaId");
const uploadErrors = importErrors;
const XLSX = XLSX_TYPE;
const fileName = (numero: string, kind: string, ext: string) => sheetFileName("vehiculos", numero, kind, ext);
const UPLOAD_DESCRIPTION =
  "Cuerpo `multipart/form-data` con la hoja en `archivo` (.xlsx, o .csv en UTF-8 o Windows-1252, separado por comas o punto y coma) " +
  `y, opcional, \`omitir\`: números de fila que se dejan fuera ("3,7"). Hasta ${HOJA_LIMITES.filas} filas y ${HOJA_LIMITES.bytes / 1024 / 1024} MB (413). ` +
  "Solo se leen valores: las fórmulas no se calculan. Cada fila se revisa con las reglas y mensajes del formulario y con la regla de la placa. " +
  `Opcional, \`polizas\`: un ZIP de PDF nombrados por placa (123ABC.pdf), hasta ${HOJA_LIMITES.zipBytes / 1024 / 1024} MB, ${HOJA_LIMITES.zipEntradas} archivos y ` +
  `${HOJA_LIMITES.zipExpandido / 1024 / 1024} MB descomprimido; cada PDF pasa los controles de una carga (415 si no es un PDF o tiene contenido activo) y un nombre con carpetas o \`..\` rechaza el ZIP (422).`;

/**
 * A card's vehicles as a spreadsheet (issue 23, decision 250): the template (xlsx with drop-down lists
 * and instructions, or csv), the export in the template's layout, and the import in two steps —
 * preview (writes nothing) and apply (everything or nothing) — each reading the uploaded file again.
 */
export function registerVehiculoSheetRoutes(app: ModuleApp, uploadMaxMb: number) {
  const maxPdfBytes = uploadMaxBytes(uploadMaxMb);
  const readFiles = async (request: FastifyRequest) => {
    const { bytes, zip, fields } = await readSheetUpload(request);
    return { bytes, zip, omitidas: parseOmitidas(fields.omitir), maxPdfBytes };
  };
  app.register(async (parent) => {
    await parent.register(multipart);
    const scope = parent.withTypeProvider<ZodTypeProvider>();

    scope.get(
      "/vehiculo/:tarjetaId/tarjeta_operacion/plantilla",
      {
        onRequest: [app.authenticate],
        schema: {
          tags: ["vehiculo"],
          summary: "Plantilla de vehículos (xlsx o csv)",
          description: "`formato=xlsx` (predeterminado): encabezados en español, listas desplegables de los catálogos y hoja de instrucciones. `formato=csv`: solo los encabezados.",
          params: tarjetaParams,
          querystring: z.object({ formato: z.enum(["xlsx", "csv"]).default("xlsx") }),
          response: { 401: errorSchema, 404: errorSchema, 422: errorSchema },
        },
      },
      async (request, reply) => {
        const tarjeta = await requireOwned(app.db, tarjeta_operacion, request.params.tarjetaId, request.userId, "leer");
        if (request.query.formato === "csv") {
          const body = stringify([COLUMNAS_VEHICULO.map((c) => c.encabezado)], { bom: true });
          return sendFile(reply, "text/csv; charset=utf-8", fileName(tarjeta.numero, "plantilla", "csv"), body);
        }
        const catalogues = await loadSheetCatalogues(app.db);
        const out = new PassThrough();
        void writeWorkbook(out, vehiculoLayout(catalogues, tarjeta.numero), []).catch((err: unknown) => out.destroy(err as Error));
        return sendFile(reply, XLSX, fileName(tarjeta.numero, "plantilla", "xlsx"), out);
      },
    );

    scope.get(
      "/vehiculo/:tarjetaId/tarjeta_operacion/hoja",
      {
        onRequest: [app.authenticate],
        schema: {
          tags: ["vehiculo"],
          summary: "Exportar los vehículos de la tarjeta (xlsx)",
          description: "Los vehículos y sus pólizas en el formato de la plantilla: editar y volver a importar cambia solo lo editado. Las celdas que empiezan como una fórmula (= + - @) se escriben como texto.",
          params: tarjetaParams,
          response: { 401: errorSchema, 404: errorSchema },
        },
      },
      async (request, reply) => {
        const tarjeta = await requireOwned(app.db, tarjeta_operacion, request.params.tarjetaId, request.userId, "leer");
        const catalogues = await loadSheetCatalogues(app.db);
        const out = new PassThrough();
        void writeWorkbook(out, vehiculoLayout(catalogues, tarjeta.numero), vehiculoSheetRows(app.db, tarjeta.id, catalogues)).catch((err: unknown) => {
          request.log.error({ err }, "vehicle export cut short");
          out.destroy(err as Error);
        });
        return sendFile(reply, XLSX, fileName(tarjeta.numero, "exportacion", "xlsx"), out);
      },
    );

    scope.post(
      "/vehiculo/:tarjetaId/tarjeta_operacion/importacion/vista",
      {
        onRequest: [app.authenticate],
        config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
        schema: {
          tags: ["vehiculo"],
          summary: "Vista previa de una importación de vehículos",
          description: `${UPLOAD_DESCRIPTION} No guarda nada: responde cada fila como nueva, cambiada (misma placa en esta tarjeta, con las columnas que cambian), sin cambios, con errores (fila, columna, mensaje) u omitida.`,
          params: tarjetaParams,
          response: { 200: vistaImportacionSchema, ...uploadErrors },
        },
      },
      async (request) => previewVehiculoSheet(app.db, request.params.tarjetaId, request.userId, () => readFiles(request)),
    );

    scope.post(
      "/vehiculo/:tarjetaId/tarjeta_operacion/importacion",
      {
        onRequest: [app.authenticate],
        config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
        schema: {
          tags: ["vehiculo"],
          summary: "Aplicar una importación de vehículos",
          description:
            `${UPLOAD_DESCRIPTION} Revisa el archivo de nuevo y guarda las filas nuevas y cambiadas en una sola transacción. ` +
            "Si una fila que no se omite tiene errores responde 422 con el informe y no guarda nada; 409 si una placa fue tomada mientras tanto. " +
            "Los vehículos entran a revisión como pendientes y al historial con su autor. Sin PDF de póliza: aparecen como faltantes.",
          params: tarjetaParams,
          response: { 200: vistaImportacionSchema, ...uploadErrors },
        },
      },
      async (request, reply) => {
        const result = await applyVehiculoSheet(app.db, request.params.tarjetaId, request.userId, () => readFiles(request));
        if (!result.aplicado) return reply.status(422).send({ message: HOJA_MSG.conErrores, ...result.vista });
        return result.vista;
      },
    );
  });
}
