import { idParam } from "@portal/domain/fields";
import { CAUSA_TEXTO, REVOCACION_MSG, revocarValidacionSchema, validacionRevocadaSchema } from "@portal/domain/revocacion";
import { rolesFrom } from "@portal/domain/staff";
import { errorSchema } from "../../lib/error-schema";
import type { PortalModule } from "../../lib/module";
import { notifyCarrier } from "../../lib/notify-carrier";
import { revokeValidacionByStaff } from "./revoke-validacion-by-staff";

const adminValidacionesRoutes: PortalModule = async (app) => {
  app.post(
    "/admin/validaciones/:id/revocar",
    {
      preHandler: [app.requireStaffRole(...rolesFrom("supervisor"))],
      schema: {
        tags: ["admin"],
        summary: "Revocar un código QR (supervisor y administrador)",
        description:
          "El código deja de ser válido: la verificación pública responde REVOCADO, «revocado por la autoridad», con el texto público de `causa` " +
          "(el `motivo` es interno: no se publica; se envía al transportista). Se guardan la causa, el motivo y el funcionario, " +
          "queda en la auditoría y se avisa al transportista por correo. 409 si ya estaba revocado; 404 si no existe.",
        params: idParam,
        body: revocarValidacionSchema,
        response: { 200: validacionRevocadaSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const staffId = (request.staff as { id: number }).id;
      const revoked = await revokeValidacionByStaff(app.db, request.params.id, staffId, request.body);
      await notifyCarrier(app, revoked.persona_id, `Código QR ${revoked.codigo} revocado`, [
        `La autoridad revocó el código QR ${revoked.codigo} de su vehículo con placa ${revoked.numero_placa}: la verificación pública ya no lo acepta.`,
        `Motivo: ${revoked.revocado_motivo}`,
        `Quien escanee el código verá: «Revocado por la autoridad: ${CAUSA_TEXTO[revoked.causa]}».`,
        "Puede generar un código nuevo desde el portal cuando el motivo esté resuelto.",
      ]);
      const { id, codigo, revocado_at, revocado_motivo, causa } = revoked;
      return { message: REVOCACION_MSG.revocado, validacion: { id, codigo, revocado_at, revocado_motivo, causa } };
    },
  );
};

export default adminValidacionesRoutes;
