import type { RevisionDetail, TipoRevision } from "@portal/domain/revision";
import { and, desc, eq, inArray } from "drizzle-orm";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditoria, poliza } from "../../db/schema/index";
import { withPeople } from "../../lib/audit-people";
import { withNames } from "../../lib/audit-names";
import { toFichas } from "../../lib/ficha";
import { findReviewRecord, type ReviewRecord } from "../../lib/find-review-record";
import { isoText } from "../../lib/review-sources";

/** The staff's PDF routes (the carrier's are under its own session). */
export const documentoPdfUrl = (id: number) => `/api/admin/documentos/${id}/pdf`;
export const polizaPdfUrl = (vehiculoId: number) => `/api/admin/vehiculos/${vehiculoId}/poliza/pdf`;

/** The documents family each kind's documents belong to, when it has any. */
const FAMILIAS: Partial<Record<TipoRevision, string[]>> = {
  persona: ["natural", "juridico"],
  mandatario: ["mandato"],
  abogado: ["abogado_auxiliar"],
  piloto: ["piloto"],
};

type Documento = RevisionDetail["documentos"][number];

/** The record's current documents: its own PDF for a document, its family's documents for a person. */
async function documentosOf(db: Db, record: ReviewRecord): Promise<Documento[]> {
  const tipo = record.source.tipo;
  if (tipo === "documento") {
    return [{ id: record.rowId, nombre: record.descripcion, created_at: String(record.datos.created_at), pdf_url: documentoPdfUrl(record.rowId) }];
  }
  // A vehicle's policy PDF is answered with the policy (`anexos`).
  if (tipo === "vehiculo") return [];
  const familias = FAMILIAS[tipo];
  if (!familias) return [];
  const entidad = tipo === "persona" ? sql`(d.entidad_id = ${record.rowId} and d.familia in ('natural', 'juridico'))` : sql`(d.entidad_id = ${record.rowId} and d.familia = ${familias[0]})`;
  const { rows } = await db.execute<{ id: number; nombre: string; created_at: string }>(sql`
    select d.id, coalesce(tn.nombre, tj.nombre, tm.nombre, ta.nombre, tp.nombre, 'Documento') as nombre, ${isoText(sql`d.created_at`)} as created_at
    from documento d
    left join tipo_documento_natural tn on d.familia = 'natural' and tn.id = d.tipo_documento_id
    left join tipo_documento_juridico tj on d.familia = 'juridico' and tj.id = d.tipo_documento_id
    left join tipo_documento_mandatario tm on d.familia = 'mandato' and tm.id = d.tipo_documento_id
    left join tipo_documento_abogado ta on d.familia = 'abogado_auxiliar' and ta.id = d.tipo_documento_id
    left join tipo_documento_piloto tp on d.familia = 'piloto' and tp.id = d.tipo_documento_id
    where d.persona_id = ${record.personaId} and ${entidad} and d.reemplazado_at is null
    order by d.tipo_documento_id, d.id`);
  return rows.map((d) => ({ ...d, pdf_url: documentoPdfUrl(d.id) }));
}

/** The record with its carrier, documents, previous decisions and change history (50 newest changes). */
export async function getRevision(db: Db, tipo: TipoRevision, id: number): Promise<RevisionDetail> {
  const record = await findReviewRecord(db, tipo, id);
  const entidades = [record.source.entidad, ...(tipo === "vehiculo" ? ["poliza"] : [])];
  // The policy is reviewed with its vehicle (decision 155): every field of it is shown beside the vehicle's.
  const polizas = tipo === "vehiculo" ? await db.select().from(poliza).where(eq(poliza.vehiculo_id, record.rowId)) : [];
  const polizaIds = polizas.map((p) => p.id);
  const [documentos, decisiones, historial, revisor, [ficha], anexos] = await Promise.all([
    documentosOf(db, record),
    db.execute<RevisionDetail["decisiones"][number]>(sql`
      select d.id, d.estado, d.motivo, f.nombre as funcionario, ${isoText(sql`d.created_at`)} as created_at
      from decision_revision d left join funcionario f on f.id = d.funcionario_id
      where d.tipo = ${tipo} and d.registro_id = ${id} order by d.id desc limit 50`),
    db
      .select()
      .from(auditoria)
      .where(
        entidades.length === 1 || polizaIds.length === 0
          ? and(eq(auditoria.entidad, record.source.entidad), eq(auditoria.entidad_id, record.rowId))
          : sql`(${auditoria.entidad} = ${record.source.entidad} and ${auditoria.entidad_id} = ${record.rowId}) or (${auditoria.entidad} = 'poliza' and ${inArray(auditoria.entidad_id, polizaIds)})`,
      )
      .orderBy(desc(auditoria.id))
      .limit(50),
    record.revisadoPor === null
      ? Promise.resolve({ rows: [] as Array<{ nombre: string }> })
      : db.execute<{ nombre: string }>(sql`select nombre from funcionario where id = ${record.revisadoPor}`),
    // The fields as the carrier's file shows them: catalogue names beside their ids.
    toFichas(db, [{ ...record.datos, id: record.rowId }]),
    toFichas(db, polizas),
  ]);
  return {
    tipo,
    id,
    descripcion: record.descripcion,
    estado: record.estado,
    motivo: record.motivo,
    desde: record.desde,
    transportista: { usuario_id: record.usuarioId, nit: record.nit, nombre: record.nombre },
    revisado_por: revisor.rows[0]?.nombre ?? null,
    revisado_en: record.revisadoEn,
    datos: ficha.datos,
    documentos,
    anexos: anexos.map((a, i) => ({ titulo: "Póliza de seguro", datos: a.datos, pdf_url: polizas[i].archivo_id === null ? null : polizaPdfUrl(record.rowId) })),
    decisiones: decisiones.rows,
    historial: await withNames(db, await withPeople(db, historial)),
  };
}
