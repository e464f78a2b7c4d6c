import type { Resolucion } from "@portal/domain/conflicto";
import type { FastifyInstance } from "fastify";
import { notifyCarrier } from "../../lib/notify-carrier";
import type { Resolved } from "./resolve-conflicto";

/**
 * Tells both carriers how the authority settled the plate: the claimant always, the owner of the
 * deactivated vehicle when one was. Neither mail names the other carrier (decision 070).
 */
export async function sendConflictoMails(app: FastifyInstance, resolucion: Resolucion, motivo: string, r: Resolved): Promise<void> {
  if (r.deactivated) {
    await notifyCarrier(app, r.deactivated.personaId, `Vehículo con placa ${r.placa} desactivado`, [
      `La autoridad desactivó su vehículo con placa ${r.placa} porque otro transportista reclamó esa placa y se resolvió a su favor.`,
      `Motivo: ${motivo}`,
      r.deactivated.revokedQr > 0 ? "Sus códigos QR de ese vehículo quedaron revocados: la verificación pública responde REVOCADO." : "",
      "Si considera que es un error, comuníquese con la autoridad.",
    ].filter(Boolean));
  }
  const lines =
    resolucion === "desactivar_existente"
      ? [`Su reclamo de la placa ${r.placa} fue aceptado: la placa quedó libre y usted ya puede registrarla en el portal.`, `Motivo: ${motivo}`]
      : [`Su reclamo de la placa ${r.placa} fue rechazado: la placa sigue registrada en otro vehículo activo.`, `Motivo: ${motivo}`];
  await notifyCarrier(app, r.claimantPersonaId, `Reclamo de la placa ${r.placa}`, lines);
}
