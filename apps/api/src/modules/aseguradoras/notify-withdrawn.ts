import { ESTADO_POLIZA_REPORTADA_LABEL } from "@portal/domain/poliza-reportada";
import type { FastifyInstance } from "fastify";
import { notifyCarrier } from "../../lib/notify-carrier";
import type { PolicyWithdrawn } from "./report-polizas";

/**
 * Tells each carrier, in one mail, which of its vehicles' policies the insurer reported as cancelled or
 * annulled. Runs after the answer: a slow mail server never holds an insurer's batch.
 */
export function notifyWithdrawn(app: FastifyInstance, aseguradora: string, withdrawn: PolicyWithdrawn[]): void {
  const byCarrier = new Map<number, PolicyWithdrawn[]>();
  for (const w of withdrawn) (byCarrier.get(w.persona_id) ?? byCarrier.set(w.persona_id, []).get(w.persona_id)!).push(w);
  for (const [personaId, list] of byCarrier) {
    const lines = list.map(
      (w) => `- Vehículo con placa ${w.numero_placa}: póliza ${w.numero} ${ESTADO_POLIZA_REPORTADA_LABEL[w.estado].toLowerCase()}${w.motivo ? ` (motivo: ${w.motivo})` : ""}.`,
    );
    void notifyCarrier(app, personaId, list.length === 1 ? `Póliza ${list[0].numero} sin vigencia según ${aseguradora}` : `Pólizas sin vigencia según ${aseguradora}`, [
      `${aseguradora} informó al registro que estas pólizas ya no están vigentes:`,
      ...lines,
      "Mientras el vehículo no tenga una póliza vigente, la verificación pública de sus códigos QR indica que la póliza no está vigente y no se pueden generar códigos nuevos.",
      "Si se trata de un error, comuníquese con su aseguradora; cuando ella reporte la póliza vigente, o usted registre una póliza nueva de otra aseguradora, el portal lo reflejará.",
    ]);
  }
}
