import { idParam } from "@portal/domain/fields";
import { placaPrefixField } from "@portal/domain/pagination";
import {
  LOTE_MAX,
  loteReporteSchema,
  loteResultadoSchema,
  polizaReportadaSchema,
  resultadoItemSchema,
  polizaReporteSchema,
} from "@portal/domain/poliza-reportada";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { aseguradora } from "../../db/schema/index";
import { errorSchema } from "../../lib/error-schema";
import { catalogueRefs } from "../../lib/catalogue-names";
import { keyRateLimit } from "../../lib/key-rate-limit";
import type { PortalModule } from "../../lib/module";
import { PAGED_LIST_DESCRIPTION, pageOf, pageQuerySchema } from "../../lib/pagination";
import { type Answer, fingerprint, idempotencyKeyOf, onceWithKey } from "./idempotency";
import { notifyWithdrawn } from "./notify-withdrawn";
import { getReporte, listReportes } from "./read-reportes";
import { reportPolizas } from "./report-polizas";
import tokenRoutes from "./token-routes";

/** Requests a minute per client; a batch carries up to 1,000 policies (decision 265). */
export const REPORTS_PER_MINUTE = 120;

const insurerOf = (request: FastifyRequest) => request.insurer as NonNullable<FastifyRequest["insurer"]>;

const IDEMPOTENCIA =
  "Con `Idempotency-Key` (recomendado; 1 a 200 caracteres visibles, p. ej. un UUID), repetir la llamada con la misma clave y el mismo cuerpo " +
  "devuelve la misma respuesta (con `Idempotent-Replayed: true`) sin registrar nada de nuevo; la misma clave con otro cuerpo responde 409. " +
  "Sin clave, repetir un reporte igual no duplica nada (responde `sin_cambios`): cada póliza es una fila por aseguradora, número de póliza y placa.";

const idempotencyHeader = z.object({
  "idempotency-key": z.string().optional().meta({ description: "Clave de idempotencia (1 a 200 caracteres ASCII visibles)." }),
});

const aseguradorasRoutes: PortalModule = async (app, opts) => {
  await app.register(tokenRoutes, { config: opts.config });
  const perClient = keyRateLimit(app, { name: "aseguradora", max: REPORTS_PER_MINUTE, timeWindow: "1 minute", key: (r) => String(insurerOf(r).clienteId) });

  /** Writes the reports once per key, answers, then mails the carriers whose policy left force. */
  async function report(request: FastifyRequest, reply: FastifyReply, operation: string, items: unknown[], shape: (r: Awaited<ReturnType<typeof reportPolizas>>) => Answer) {
    const insurer = insurerOf(request);
    const key = idempotencyKeyOf(request);
    let withdrawn: Awaited<ReturnType<typeof reportPolizas>>["withdrawn"] = [];
    const work = async (tx: Parameters<Parameters<typeof app.db.transaction>[0]>[0]) => {
      const result = await reportPolizas(tx, insurer, items);
      withdrawn = result.withdrawn;
      return shape(result);
    };
    const answer = await app.db.transaction(async (tx) =>
      key ? onceWithKey(tx, insurer.clienteId, key, fingerprint(operation, request.body), () => work(tx)) : { ...(await work(tx)), replayed: false },
    );
    if (answer.replayed) reply.header("idempotent-replayed", "true");
    if (withdrawn.length > 0) {
      const names = await catalogueRefs(app.db, aseguradora, [insurer.aseguradoraId]);
      notifyWithdrawn(app, names.get(insurer.aseguradoraId)?.nombre ?? "La aseguradora", withdrawn);
    }
    return reply.status(answer.status).send(answer.body);
  }

  app.post(
    "/aseguradoras/v1/polizas",
    {
      preHandler: [perClient],
      schema: {
        tags: ["aseguradoras"],
        summary: "Reportar una póliza",
        description:
          "Registra o actualiza la póliza de un vehículo por su placa (tipo y número), como la aseguradora la emitió. 201 si es nueva, 200 si cambió " +
          "o no cambió nada (`resultado`). Una póliza `cancelada` o `anulada` deja de contar como vigente en la verificación pública y en la generación de códigos QR, " +
          "y se avisa al transportista. Si la placa aún no está registrada, el reporte se guarda y se aplica cuando se registre el vehículo. " +
          IDEMPOTENCIA,
        headers: idempotencyHeader,
        body: polizaReporteSchema,
        response: { 200: resultadoItemSchema, 201: resultadoItemSchema, 400: errorSchema, 409: errorSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) =>
      report(request, reply, "poliza", [request.body], ({ resultados: [r] }) => {
        if (r.resultado === "rechazada") return { status: 422, body: { message: Object.values(r.errores ?? {})[0]?.[0] ?? "Datos inválidos.", errors: r.errores } };
        return { status: r.resultado === "creada" ? 201 : 200, body: r };
      }),
  );

  app.post(
    "/aseguradoras/v1/polizas/lote",
    {
      preHandler: [perClient],
      schema: {
        tags: ["aseguradoras"],
        summary: `Reportar un lote de pólizas (hasta ${LOTE_MAX})`,
        description:
          `Hasta ${LOTE_MAX} pólizas en \`polizas\`. Cada una se valida sola: las válidas se registran, las inválidas vuelven con \`resultado: "rechazada"\` ` +
          "y sus `errores` por campo, en `resultados` en el orden de `indice`. Responde 200 aunque haya rechazadas. " +
          IDEMPOTENCIA,
        headers: idempotencyHeader,
        body: loteReporteSchema,
        response: { 200: loteResultadoSchema, 400: errorSchema, 409: errorSchema, 422: errorSchema, 429: errorSchema },
      },
      bodyLimit: 2 * 1024 * 1024,
    },
    async (request, reply) =>
      report(request, reply, "lote", request.body.polizas, ({ resultados }) => {
        const rechazadas = resultados.filter((r) => r.resultado === "rechazada").length;
        return { status: 200, body: { recibidas: resultados.length, aceptadas: resultados.length - rechazadas, rechazadas, resultados } };
      }),
  );

  app.get(
    "/aseguradoras/v1/polizas",
    {
      preHandler: [perClient],
      schema: {
        tags: ["aseguradoras"],
        summary: "Listar las pólizas reportadas por esta aseguradora",
        description: `Solo las de la aseguradora del token, en el orden en que se registraron; filtros \`numero_placa\` y \`numero_poliza\`. ${PAGED_LIST_DESCRIPTION}`,
        querystring: pageQuerySchema().extend({
          numero_placa: placaPrefixField,
          numero_poliza: z.string().trim().max(50).optional(),
        }),
        response: { 200: z.object({ polizas: z.array(polizaReportadaSchema), next_cursor: z.string().nullable() }), 422: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { limit, cursor, numero_placa, numero_poliza } = request.query;
      const rows = await listReportes(app.db, insurerOf(request).aseguradoraId, { limit, cursor, numero_placa, numero_poliza: numero_poliza || undefined });
      const { page, next_cursor } = pageOf(request, reply, rows, limit, (r) => [r.id]);
      return { polizas: page, next_cursor };
    },
  );

  app.get(
    "/aseguradoras/v1/polizas/:id",
    {
      preHandler: [perClient],
      schema: {
        tags: ["aseguradoras"],
        summary: "Leer una póliza reportada",
        description: "404 si no existe o la reportó otra aseguradora.",
        params: idParam,
        response: { 200: z.object({ poliza: polizaReportadaSchema }), 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => ({ poliza: await getReporte(app.db, insurerOf(request).aseguradoraId, request.params.id) }),
  );
};

export default aseguradorasRoutes;
