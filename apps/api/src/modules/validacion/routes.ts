import { rowIdParams } from "@portal/domain/fields";
import { MSG } from "@portal/domain/messages";
import {
  QR_MOTIVOS,
  validarCreatedSchema,
  validarDocumentoSchema,
  validarListSchema,
  verificacionResponseSchema,
  verificarParamsSchema,
  verificarQuerySchema,
} from "@portal/domain/validacion";
import { z } from "zod";
import { errorSchema, messageSchema } from "../../lib/error-schema";
import { fastSerializer } from "../../lib/fast-serializer";
import type { PortalModule } from "../../lib/module";
import { PAGED_LIST_DESCRIPTION, pageOf, pageQuerySchema } from "../../lib/pagination";
import { generateValidacion } from "./generate-validacion";
import { getQrDocumento } from "./get-qr-documento";
import { listValidaciones } from "./list-validaciones";
import { revokeValidacion } from "./revoke-validacion";
import { verifyValidacion } from "./verify-validacion";

const errors = { 401: errorSchema, 404: errorSchema, 422: errorSchema };
/** Generation's 422 says which record blocks the QR (docs/decisions/135); a schema 422 has no `motivo`. */
const generarRefusalSchema = errorSchema.extend({
  motivo: z
    .enum(QR_MOTIVOS)
    .optional()
    .describe("Qué impide generar el QR; pueden añadirse valores (muestre `message` si no lo reconoce)."),
});
const vehiculoParams = rowIdParams("vehiculoId");
const qrParams = rowIdParams("qrId");

/** Public check: 30 looks per minute and IP are plenty for an officer, too few to guess keys. */
const VERIFY_RATE_LIMIT = { max: 30, timeWindow: "1 minute" };

const validacionRoutes: PortalModule = async (app, { config }) => {
  app.get(
    "/validar_registro_piloto/:vehiculoId/vehiculo",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["validar_registro_piloto"],
        summary: "QR de validación de un vehículo",
        description:
          "Los QR eliminados (revocados) no se listan. `estado`: VIGENTE o VENCIDO (INACTIVO si el vehículo está inactivo). En orden de `id`. " +
          PAGED_LIST_DESCRIPTION,
        params: vehiculoParams,
        querystring: pageQuerySchema(),
        response: { 200: validarListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const rows = await listValidaciones(app.db, request.params.vehiculoId, request.userId, request.query);
      const { page, next_cursor } = pageOf(request, reply, rows, request.query.limit, (row) => [row.id]);
      return { validar: page, next_cursor };
    },
  );

  // GET is the contract's method; POST is accepted too. A bearer token (never a cookie) guards both.
  app.route({
    method: ["GET", "POST"],
    url: "/validar_registro_piloto/generar/:vehiculoId/vehiculo",
    onRequest: [app.authenticate],
    schema: {
      tags: ["validar_registro_piloto"],
      summary: "Generar un QR de validación para el vehículo",
      description:
        "Vigencia = la menor entre el fin de la licencia y el fin de la póliza; 422 si alguna no está vigente hoy, " +
        "si el vehículo no tiene póliza o está inactivo, con `motivo`: VEHICULO_INACTIVO, LICENCIA_VENCIDA, " +
        "LICENCIA_NO_INICIADA, POLIZA_FALTANTE, POLIZA_CANCELADA o POLIZA_ANULADA (la aseguradora lo reportó), POLIZA_VENCIDA o POLIZA_NO_INICIADA " +
        "(el primero que aplica, en ese orden). La póliza que cuenta es la que reportó la aseguradora, si la hay (decisión 262). " +
        "El QR codifica `{PUBLIC_URL}/verificar/{codigo}?llave={llave}#{credencial}` (la credencial firmada va en el fragmento).",
      params: vehiculoParams,
      response: { 201: validarCreatedSchema, ...errors, 422: generarRefusalSchema },
    },
    handler: async (request, reply) => {
      const created = await generateValidacion(app.db, request.params.vehiculoId, request.userId);
      return reply.status(201).send({ validar: created });
    },
  });

  app.get(
    "/validar_registro_piloto/:qrId/documento",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["validar_registro_piloto"],
        summary: "Imagen PNG del QR",
        description:
          "`documento[0]` es un data URL `data:image/png;base64,…`; `archivo` es el nombre con que guardarlo, " +
          "QR_{placa}_{codigo}.png (solo letras y números de la placa). El QR codifica " +
          "`{PUBLIC_URL}/verificar/{codigo}?llave={llave}#{credencial}`: la credencial es un JWS compacto (EdDSA, Ed25519) " +
          "verificable sin conexión con las claves de `/.well-known/jwks.json`.",
        params: qrParams,
        response: { 200: validarDocumentoSchema, ...errors },
      },
    },
    async (request) => {
      const { png, archivo } = await getQrDocumento(app.db, request.params.qrId, request.userId, config.PUBLIC_URL, await app.signingKey());
      return { documento: [png], archivo };
    },
  );

  app.delete(
    "/validar_registro_piloto/:qrId",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["validar_registro_piloto"],
        summary: "Eliminar (revocar) un QR",
        description: "El registro se conserva revocado: la verificación pública del QR impreso responde REVOCADO.",
        params: qrParams,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await revokeValidacion(app.db, request.params.qrId, request.userId);
      return { message: MSG.deleted };
    },
  );

  app.get(
    "/verificar/:codigo",
    {
      config: { rateLimit: VERIFY_RATE_LIMIT },
      serializerCompiler: fastSerializer(config), // a hot read (decision 092)
      schema: {
        tags: ["validar_registro_piloto"],
        summary: "Verificación pública de un QR (sin sesión)",
        description:
          "Estado VIGENTE, VENCIDO, REVOCADO o INACTIVO (el vehículo está registrado pero inactivo; pueden añadirse estados) " +
          "y los datos del vehículo tal como constan hoy en el registro (los del momento de generar el QR si el vehículo ya no existe). " +
          "Cambiar la placa o desactivar el vehículo revoca sus QR. `revocacion` dice quién revocó el código (AUTORIDAD o " +
          "TRANSPORTISTA), con una categoría pública del motivo y el día (nunca el detalle interno del funcionario). Un código desconocido y una llave " +
          "incorrecta responden el mismo 404. Límite: 30 consultas por minuto y IP.",
        params: verificarParamsSchema,
        querystring: verificarQuerySchema,
        response: { 200: verificacionResponseSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { verificacion: await verifyValidacion(app.db, request.params.codigo, request.query.llave) };
    },
  );
};

export default validacionRoutes;
