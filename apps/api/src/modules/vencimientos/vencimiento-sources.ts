import { and, asc, eq, gt, gte, isNotNull, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { VencimientoTipo } from "@portal/domain/vencimiento";
import type { Db } from "../../db/client";
import { juridico, licencia, piloto, poliza, representante, validar_registro_piloto as qr, vehiculo } from "../../db/schema/index";
import { effectiveEndSql, reportedPolicyOfVehicle } from "../../lib/reported-policy";

/** One expiring row as a source reads it; the service adds the days left. */
export interface DueRow {
  tipo: VencimientoTipo;
  id: number;
  /** Whose row it is (the reminders mail its usuario; the lists leave it out). */
  persona_id: number;
  descripcion: string;
  fecha: string;
  ruta: string;
  vehiculo_id: number | null;
}

/** Position after which a page starts: the last row's (fecha, tipo, id). */
export type DueCursor = [fecha: string, tipo: string, id: number];

/** The columns of a source's row, for a condition the caller adds. */
export interface DueColumns {
  tipo: VencimientoTipo;
  id: AnyPgColumn;
  fecha: AnyPgColumn;
  personaId: AnyPgColumn;
}

export interface DueWindow {
  /** Whose rows: a condition on `persona_id` (the acting carrier's); absent, every carrier's (the reminders, which narrow them with `where`). */
  owner?: (personaId: AnyPgColumn) => SQL;
  /** First day included (YYYY-MM-DD); none when absent. */
  desde?: string;
  /** Last day included (YYYY-MM-DD). */
  hasta: string;
  after?: DueCursor;
  limit?: number;
  /** A further condition on each row (the reminders: not mailed yet at its threshold). */
  where?: (row: DueColumns) => SQL | undefined;
}

/** `(fecha, tipo, id) > cursor` for a source whose `tipo` is constant. */
function afterDue(tipo: VencimientoTipo, fecha: AnyPgColumn, id: AnyPgColumn, after: DueCursor | undefined): SQL | undefined {
  if (!after) return undefined;
  const [f, t, i] = after;
  if (tipo > t) return gte(fecha, f);
  if (tipo < t) return gt(fecha, f);
  return sql`(${fecha}, ${id}) > (${f}, ${i})`;
}

function window(tipo: VencimientoTipo, fecha: AnyPgColumn, id: AnyPgColumn, personaId: AnyPgColumn, w: DueWindow) {
  return and(
    w.owner?.(personaId),
    w.desde === undefined ? undefined : gte(fecha, w.desde),
    lte(fecha, w.hasta),
    afterDue(tipo, fecha, id, w.after),
    w.where?.({ tipo, id, fecha, personaId }),
  );
}

const fullName = (t: { nombre: AnyPgColumn; apellido: AnyPgColumn }) => sql<string>`${t.nombre} || ' ' || ${t.apellido}`;

/** Every row (the calendar feed and the reminders read the whole list). */
const NO_LIMIT = 2_147_483_647;

export function dueLicencias(db: Db, w: DueWindow): Promise<DueRow[]> {
  const q = db
    .select({ id: licencia.id, persona_id: licencia.persona_id, fecha: licencia.fin, numero: licencia.numero })
    .from(licencia)
    .where(window("licencia", licencia.fin, licencia.id, licencia.persona_id, w));
  return q.orderBy(asc(licencia.fin), asc(licencia.id)).limit(w.limit ?? NO_LIMIT).then((rows) =>
    rows.map((r) => ({ tipo: "licencia", id: r.id, persona_id: r.persona_id, fecha: r.fecha, descripcion: `Licencia ${r.numero}`, ruta: "/licencia", vehiculo_id: null })),
  );
}

/**
 * Policies of active vehicles (an inactive vehicle needs none), by the end date that counts: the one the
 * insurer reported, or the day it cancelled the policy (issue 24, decision 262), else the declared one.
 */
export function duePolizas(db: Db, w: DueWindow): Promise<DueRow[]> {
  const reportada = reportedPolicyOfVehicle();
  const fin = effectiveEndSql(poliza, reportada);
  const q = db
    .select({ id: poliza.id, persona_id: poliza.persona_id, fecha: fin, numero: sql<string>`coalesce(${reportada.reportada_numero}, ${poliza.numero})`, placa: vehiculo.numero_placa, vehiculo_id: vehiculo.id })
    .from(poliza)
    .innerJoin(vehiculo, eq(vehiculo.id, poliza.vehiculo_id))
    .leftJoinLateral(reportada, sql`true`)
    .where(and(eq(vehiculo.activo, true), window("poliza", fin as unknown as AnyPgColumn, poliza.id, poliza.persona_id, w)));
  return q.orderBy(asc(fin), asc(poliza.id)).limit(w.limit ?? NO_LIMIT).then(
    (rows) =>
      rows.map((r) => ({
        tipo: "poliza",
        id: r.id,
        persona_id: r.persona_id,
        fecha: r.fecha,
        descripcion: `Póliza ${r.numero} del vehículo ${r.placa}`,
        ruta: "/vehiculo",
        vehiculo_id: r.vehiculo_id,
      })),
  );
}

/** Licences of active pilots that have a date. */
export function duePilotos(db: Db, w: DueWindow): Promise<DueRow[]> {
  const fecha = piloto.licencia_vencimiento;
  const q = db
    .select({ id: piloto.id, persona_id: piloto.persona_id, fecha: sql<string>`${fecha}`, nombre: fullName(piloto) }) // not null: filtered below
    .from(piloto)
    .where(and(eq(piloto.activo, true), isNotNull(fecha), window("licencia_piloto", fecha, piloto.id, piloto.persona_id, w)));
  return q.orderBy(asc(fecha), asc(piloto.id)).limit(w.limit ?? NO_LIMIT).then((rows) =>
    rows.map((r) => ({
      tipo: "licencia_piloto",
      id: r.id,
      persona_id: r.persona_id,
      fecha: r.fecha,
      descripcion: `Licencia de conducir del piloto ${r.nombre}`,
      ruta: "/piloto",
      vehiculo_id: null,
    })),
  );
}

export function dueRepresentantes(db: Db, w: DueWindow): Promise<DueRow[]> {
  const fecha = representante.plazo_vigenia;
  const q = db
    .select({ id: representante.id, persona_id: representante.persona_id, fecha, nombre: fullName(representante), empresa: juridico.empresa })
    .from(representante)
    .innerJoin(juridico, eq(juridico.id, representante.juridico_id))
    .where(window("representante", fecha, representante.id, representante.persona_id, w));
  return q.orderBy(asc(fecha), asc(representante.id)).limit(w.limit ?? NO_LIMIT).then((rows) =>
    rows.map((r) => ({
      tipo: "representante",
      id: r.id,
      persona_id: r.persona_id,
      fecha: r.fecha,
      descripcion: `Plazo del representante ${r.nombre} de ${r.empresa}`,
      ruta: "/blank",
      vehiculo_id: null,
    })),
  );
}

/**
 * QR codes in use: not revoked, of an active vehicle, and the latest of their vehicle (an older code
 * of the same vehicle is superseded by the newer one, so its date is no longer due).
 */
export function dueQrs(db: Db, w: DueWindow): Promise<DueRow[]> {
  const newer = sql`exists (select 1 from ${qr} q2 where q2.vehiculo_id = ${qr.vehiculo_id} and q2.revocado_at is null and (q2.vigencia, q2.id) > (${qr.vigencia}, ${qr.id}))`;
  const q = db
    .select({ id: qr.id, persona_id: qr.persona_id, fecha: qr.vigencia, placa: vehiculo.numero_placa, vehiculo_id: vehiculo.id })
    .from(qr)
    .innerJoin(vehiculo, eq(vehiculo.id, qr.vehiculo_id))
    .where(and(isNull(qr.revocado_at), eq(vehiculo.activo, true), sql`not ${newer}`, window("qr", qr.vigencia, qr.id, qr.persona_id, w)));
  return q.orderBy(asc(qr.vigencia), asc(qr.id)).limit(w.limit ?? NO_LIMIT).then((rows) =>
    rows.map((r) => ({
      tipo: "qr",
      id: r.id,
      persona_id: r.persona_id,
      fecha: r.fecha,
      descripcion: `Código QR del vehículo ${r.placa}`,
      ruta: "/validacionPiloto",
      vehiculo_id: r.vehiculo_id,
    })),
  );
}

/** Every source of the due list, in no particular order (they are merged by date). */
export const DUE_SOURCES = [dueLicencias, duePolizas, duePilotos, dueRepresentantes, dueQrs];
