import { type NotificacionDetail, type NotificacionRow, estadoNotificacion, type TipoNotificacion } from "@portal/domain/buzon";
import type { TipoRevision } from "@portal/domain/revision";
import { type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { notificacion } from "../../db/schema/index";

/** The notice as the queries here name it (`n`), for conditions built with drizzle's columns (the ownership rule). */
export const n = alias(notificacion, "n");

/** ISO 8601 text with milliseconds, as JavaScript writes it. */
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type StoredRow = {
  id: number;
  tipo: TipoNotificacion;
  origen: "manual" | "rechazo";
  asunto: string;
  cuerpo: string;
  enviada_en: string;
  remitente: string;
  plazo_dias: number | null;
  registro_tipo: TipoRevision | null;
  registro_id: number | null;
  contenido_sha256: string;
  leida_en: string | null;
  leida_por: string | null;
  leida_ip: string | null;
  vence_el: string | null;
  respondida: boolean;
  cierre: "atendido" | "no_atendido" | null;
  cerrada_en: string | null;
  persona_id: number;
  nit: string;
  nombre: string | null;
};

/**
 * Notices matching `where` (on `n`, the notice), newest first, at most `limit`. The person who read it is
 * named by the account's e-mail (each person has their own account).
 */
export async function selectNotificaciones(db: Db | Tx, where: SQL, limit = 1000): Promise<StoredRow[]> {
  const { rows } = await db.execute<StoredRow>(sql`
    select n.id, n.tipo, n.origen, n.asunto, n.cuerpo, ${iso(sql`n.enviada_en`)} as enviada_en, f.nombre as remitente,
      n.plazo_dias, n.registro_tipo, n.registro_id, n.contenido_sha256,
      ${iso(sql`n.leida_en`)} as leida_en, u.email as leida_por, n.leida_ip, to_char(n.vence_el, 'YYYY-MM-DD') as vence_el,
      exists (select 1 from notificacion_respuesta r where r.notificacion_id = n.id) as respondida,
      n.cierre, ${iso(sql`n.cerrada_en`)} as cerrada_en, n.persona_id, p.nit,
      coalesce(j.empresa, na.nombre || ' ' || na.apellido) as nombre
    from notificacion n
    join funcionario f on f.id = n.enviada_por
    join persona p on p.id = n.persona_id
    left join "natural" na on na.persona_id = p.id
    left join juridico j on j.persona_id = p.id
    left join usuario u on u.id = n.leida_por
    where ${where}
    order by n.id desc
    limit ${limit}`);
  return rows;
}

/** A stored notice as the API answers it: with when it counts as served and its deadline as of `now`. */
export function toNotificacionRow(row: StoredRow, now: Date): NotificacionRow {
  const { cuerpo: _cuerpo, leida_ip: _ip, vence_el: _stored, ...rest } = row;
  const estado = estadoNotificacion(row, now);
  const abierta = row.tipo === "requerimiento" && row.cierre === null && !row.respondida;
  const today = new Date(now.getTime() - 6 * 3600_000).toISOString().slice(0, 10);
  return { ...rest, ...estado, vencido: abierta && estado.vence_el !== null && estado.vence_el < today };
}

const files = (a: { id: number; nombre: string; sha256: string; size: number | string }) => ({ id: a.id, nombre: a.nombre, sha256: a.sha256, size: Number(a.size) });

/** The attachments and answers of the notices `ids`, for their detail. */
async function threadOf(db: Db | Tx, ids: number[]) {
  if (ids.length === 0) return { adjuntos: [], respuestas: [] };
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  const { rows: adjuntos } = await db.execute<{ id: number; nombre: string; sha256: string; size: number; notificacion_id: number | null; respuesta_id: number | null }>(sql`
    select a.id, a.nombre, f.sha256, f.size, a.notificacion_id, a.respuesta_id
    from notificacion_adjunto a join archivo f on f.id = a.archivo_id
    where a.notificacion_id in (${list}) or a.respuesta_id in (select r.id from notificacion_respuesta r where r.notificacion_id in (${list}))
    order by a.id`);
  const { rows: respuestas } = await db.execute<{ id: number; notificacion_id: number; texto: string; enviada_en: string; autor: string; fuera_de_plazo: boolean }>(sql`
    select r.id, r.notificacion_id, r.texto, ${iso(sql`r.enviada_en`)} as enviada_en, u.email as autor, r.fuera_de_plazo
    from notificacion_respuesta r join usuario u on u.id = r.usuario_id
    where r.notificacion_id in (${list})
    order by r.id`);
  return { adjuntos, respuestas: respuestas.map((r) => ({ ...r, adjuntos: adjuntos.filter((a) => a.respuesta_id === r.id).map(files) })) };
}

/** Full notices (body, attachments, answers) matching `where`; `conIp` adds where it was opened from (staff only). */
export async function selectDetalles(db: Db | Tx, where: SQL, now: Date, conIp: boolean): Promise<NotificacionDetail[]> {
  const rows = await selectNotificaciones(db, where);
  const thread = await threadOf(db, rows.map((r) => r.id));
  return rows.map((row) => ({
    ...toNotificacionRow(row, now),
    cuerpo: row.cuerpo,
    leida_ip: conIp ? row.leida_ip : null,
    adjuntos: thread.adjuntos.filter((a) => a.notificacion_id === row.id).map(files),
    respuestas: thread.respuestas.filter((r) => r.notificacion_id === row.id).map(({ notificacion_id: _n, ...r }) => r),
  }));
}
