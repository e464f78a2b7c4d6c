import { type TipoNotificacion, notificacionTacita, venceEl } from "@portal/domain/buzon";
import type { TipoRevision } from "@portal/domain/revision";
import type { Tx } from "../../db/client";
import { notificacion } from "../../db/schema/index";
import { type AdjuntoListo, contenidoSha256, storeAdjuntos } from "./adjuntos";

export interface NuevaNotificacion {
  personaId: number;
  nit: string;
  tipo: TipoNotificacion;
  origen?: "manual" | "rechazo";
  asunto: string;
  cuerpo: string;
  plazo_dias: number | null;
  registro_tipo: TipoRevision | null;
  registro_id: number | null;
  enviadaPor: number;
  adjuntos: AdjuntoListo[];
  now: Date;
}

/**
 * Writes a notice and its attachments in the caller's transaction (the audit trigger records them) and
 * answers its id. `vence_el` starts as the deadline if it is served by lapse; a reading within the period
 * brings it forward.
 */
export async function insertNotificacion(tx: Tx, n: NuevaNotificacion): Promise<number> {
  const enviada_en = n.now;
  const contenido_sha256 = contenidoSha256(
    {
      nit: n.nit,
      tipo: n.tipo,
      asunto: n.asunto,
      cuerpo: n.cuerpo,
      plazo_dias: n.plazo_dias,
      registro_tipo: n.registro_tipo,
      registro_id: n.registro_id,
      enviada_en: enviada_en.toISOString(),
    },
    n.adjuntos,
  );
  const [row] = await tx
    .insert(notificacion)
    .values({
      persona_id: n.personaId,
      tipo: n.tipo,
      origen: n.origen ?? "manual",
      asunto: n.asunto,
      cuerpo: n.cuerpo,
      plazo_dias: n.plazo_dias,
      registro_tipo: n.registro_tipo,
      registro_id: n.registro_id,
      contenido_sha256,
      enviada_en,
      enviada_por: n.enviadaPor,
      vence_el: venceEl(n, notificacionTacita(enviada_en)),
    })
    .returning({ id: notificacion.id });
  await storeAdjuntos(tx, n.personaId, { notificacion_id: row.id }, n.adjuntos);
  return row.id;
}
