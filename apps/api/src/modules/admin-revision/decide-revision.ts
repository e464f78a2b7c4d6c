import { type DecisionBody, REVISION_MSG, type TipoRevision } from "@portal/domain/revision";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { decision_revision } from "../../db/schema/index";
import { clock } from "../../lib/clock";
import { conflict } from "../../lib/errors";
import { insertNotificacion } from "../../lib/notices/send";
import { findReviewRecord, type ReviewRecord } from "../../lib/find-review-record";

type Decision = { estado: "aprobado" | "rechazado"; motivo: string | null };

/**
 * Records a staff member's decision on a record: its review columns and one `decision_revision` row, in
 * one transaction of the audited handle (the audit trail names the staff member; decision 155); a
 * rejection also leaves a notice in the carrier's box, in the same transaction (decision 240). A
 * replaced document is not decided: the carrier's newer upload is the one under review. The decision
 * the record already holds (approving an approved record, rejecting again for the same reason) is refused with 409
 * and writes nothing: no decision row, no audit line, no second mail.
 */
export async function decideRevision(db: Db, tipo: TipoRevision, id: number, staffId: number, body: Decision | DecisionBody): Promise<ReviewRecord> {
  const motivo = body.motivo ?? null;
  return db.transaction(async (tx) => {
    const record = await findReviewRecord(tx, tipo, id);
    if (!record.vigente) throw conflict(REVISION_MSG.reemplazado);
    // Conditional, so that of two identical decisions sent at once (a double click, two staff members)
    // only the first writes: the second finds the row already so and changes nothing.
    const { rows } = await tx.execute(sql`
      update ${sql.identifier(record.source.table)}
      set estado_revision = ${body.estado}, motivo_revision = ${motivo}, revisado_por = ${staffId},
        revisado_en = now(), revision_desde = now()
      where id = ${record.rowId} and not (estado_revision = ${body.estado} and (${body.estado === "aprobado"} or motivo_revision is not distinct from ${motivo}))
      returning id`);
    if (rows.length === 0) throw conflict(body.estado === "aprobado" ? REVISION_MSG.yaAprobado : REVISION_MSG.yaRechazado);
    await tx.insert(decision_revision).values({ tipo, registro_id: id, usuario_id: record.usuarioId, estado: body.estado, motivo, funcionario_id: staffId });
    // A rejection is also a notice in the carrier's box, about this record (issue 22, decision 240).
    if (body.estado === "rechazado") {
      await insertNotificacion(tx, {
        personaId: record.personaId,
        nit: record.nit,
        tipo: "aviso",
        origen: "rechazo",
        asunto: `Corrección requerida: ${record.descripcion}`.slice(0, 200),
        cuerpo: [`La autoridad revisó este registro y necesita que usted lo corrija: ${record.descripcion}.`, "", `Motivo: ${motivo ?? ""}`, "", `Corríjalo en el portal (${record.ruta}); cuando lo corrija, volverá a revisión.`].join("\n"),
        plazo_dias: null,
        registro_tipo: tipo,
        registro_id: id,
        enviadaPor: staffId,
        adjuntos: [],
        now: clock.now(),
      });
    }
    return { ...record, estado: body.estado, motivo };
  });
}
