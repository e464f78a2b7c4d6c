import type { DocumentoFicha, Expediente, Ficha } from "@portal/domain/admin-transportista";
import { asc, count, eq, getTableColumns, inArray } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  abogado_auxiliar,
  documento,
  juridico,
  licencia,
  mandato,
  tipo_documento_abogado,
  tipo_documento_juridico,
  tipo_documento_mandatario,
  tipo_documento_natural,
  tipo_documento_piloto,
  natural,
  persona,
  persona_direccion,
  persona_email,
  persona_telefono,
  piloto,
  piloto_emergencia,
  representante,
  tarjeta_operacion,
  validar_registro_piloto,
  vehiculo,
} from "../../db/schema/index";
import { catalogueRefs } from "../../lib/catalogue-names";
import { registeredBy } from "../../lib/ownership";
import { revisionOf, toFichas } from "../../lib/ficha";
import { requireTransportista } from "./require-transportista";

/** A bound on each section of the file; the sections that grow without bound (vehicles, QR, history) are paged apart. */
export const SECTION_MAX = 1000;

/** The document-type catalogue of each family, for the names of the file's documents. */
const TIPOS_DOCUMENTO = {
  natural: tipo_documento_natural,
  juridico: tipo_documento_juridico,
  mandato: tipo_documento_mandatario,
  abogado_auxiliar: tipo_documento_abogado,
  piloto: tipo_documento_piloto,
} as const;

type Owned = PgTable & { id: AnyPgColumn; persona_id: AnyPgColumn };

/** Every row of `table` the carrier owns (the carriers' own ownership rule), in id order. */
async function ownedRows(db: Db, table: Owned, usuarioId: number) {
  const rows: unknown = await db
    .select()
    .from(table as PgTable)
    .where(registeredBy(table.persona_id, usuarioId))
    .orderBy(asc(table.id))
    .limit(SECTION_MAX);
  return rows as Array<{ id: number } & Record<string, unknown>>;
}

const childrenOf = <T extends Ficha>(parents: T[], children: Ficha[], key: string) =>
  new Map(parents.map((p) => [p.id, children.filter((c) => c.datos[key] === p.id)]));

/** The staff's route of a document's PDF (served by the review module). */
export const documentoPdfUrl = (id: number) => `/api/admin/documentos/${id}/pdf`;

/**
 * Everything a carrier registered except its vehicles and QR codes, which a big carrier holds by
 * thousands and the file reads by pages (list-expediente-vehiculos, list-expediente-qr): their totals here.
 */
export async function getExpediente(db: Db, usuarioId: number): Promise<Expediente> {
  const cuenta = await requireTransportista(db, usuarioId);
  const load = (table: Owned) => ownedRows(db, table, usuarioId).then((rows) => toFichas(db, rows));
  const [personas, naturales, juridicos, direcciones, emails, telefonos, representantes, mandatarios, abogados, pilotos, emergencias, licencias, tarjetas] =
    await Promise.all([
      db.select().from(persona).where(eq(persona.usuario_id, usuarioId)).orderBy(asc(persona.id)).then((rows) => toFichas(db, rows)),
      load(natural),
      load(juridico),
      load(persona_direccion),
      load(persona_email),
      load(persona_telefono),
      load(representante),
      load(mandato),
      load(abogado_auxiliar),
      load(piloto),
      load(piloto_emergencia),
      load(licencia),
      load(tarjeta_operacion),
    ]);
  const [documentos, vehiculosPorTarjeta, totales] = await Promise.all([
    documentosOf(db, usuarioId),
    vehicleCounts(db, tarjetas.map((t) => t.id)),
    totals(db, usuarioId),
  ]);
  const porPersona = (rows: Ficha[]) => childrenOf(personas, rows, "persona_id");
  const [nat, jur, dir, ema, tel] = [naturales, juridicos, direcciones, emails, telefonos].map(porPersona);
  const repPorJuridico = childrenOf(juridicos, representantes, "juridico_id");
  const emePorPiloto = childrenOf(pilotos, emergencias, "piloto_id");
  const tarPorLicencia = childrenOf(licencias, tarjetas, "licencia_id");
  const first = juridicos[0] ?? null;
  const persona0 = naturales[0] ?? null;
  return {
    usuario: cuenta,
    nombre: first ? String(first.datos.empresa) : persona0 ? `${persona0.datos.nombre} ${persona0.datos.apellido}` : null,
    tipo: first ? "juridica" : persona0 ? "individual" : null,
    personas: personas.map((p) => {
      const j = jur.get(p.id)?.[0] ?? null;
      return {
        ...p,
        natural: nat.get(p.id)?.[0] ?? null,
        juridico: j,
        direcciones: dir.get(p.id) ?? [],
        emails: ema.get(p.id) ?? [],
        telefonos: tel.get(p.id) ?? [],
        representantes: j ? (repPorJuridico.get(j.id) ?? []) : [],
      };
    }),
    mandatarios,
    abogados,
    pilotos: pilotos.map((p) => ({ ...p, emergencias: emePorPiloto.get(p.id) ?? [] })),
    licencias: licencias.map((l) => ({
      ...l,
      tarjetas: (tarPorLicencia.get(l.id) ?? []).map((t) => ({ ...t, vehiculos: vehiculosPorTarjeta.get(t.id) ?? 0 })),
    })),
    documentos,
    totales,
  };
}

/** The carrier's documents of every family, current and replaced, with their type's name and the staff's PDF route. */
async function documentosOf(db: Db, usuarioId: number): Promise<DocumentoFicha[]> {
  const { persona_id: _owner, archivo_id: _file, ...columns } = getTableColumns(documento);
  const rows = (await db
    .select(columns)
    .from(documento)
    .where(registeredBy(documento.persona_id, usuarioId))
    .orderBy(asc(documento.familia), asc(documento.entidad_id), asc(documento.tipo_documento_id), asc(documento.id))
    .limit(SECTION_MAX)) as Array<typeof documento.$inferSelect & Record<string, unknown>>;
  const tipos = new Map(
    await Promise.all(
      Object.entries(TIPOS_DOCUMENTO).map(async ([familia, tipos]) => {
        const ids = rows.filter((r) => r.familia === familia).map((r) => r.tipo_documento_id);
        return [familia, ids.length > 0 ? await catalogueRefs(db, tipos, ids) : new Map()] as const;
      }),
    ),
  );
  return rows.map((r) => ({
    id: r.id,
    familia: r.familia,
    entidad_id: r.entidad_id,
    tipo_documento: tipos.get(r.familia)?.get(r.tipo_documento_id) ?? { id: r.tipo_documento_id, nombre: `Tipo ${r.tipo_documento_id}` },
    activo: r.activo,
    reemplazado_at: r.reemplazado_at?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
    pdf_url: documentoPdfUrl(r.id),
    revision: revisionOf(r),
  }));
}

async function vehicleCounts(db: Db, tarjetaIds: number[]): Promise<Map<number, number>> {
  if (tarjetaIds.length === 0) return new Map();
  const rows = await db
    .select({ id: vehiculo.tarjeta_operacion_id, n: count() })
    .from(vehiculo)
    .where(inArray(vehiculo.tarjeta_operacion_id, tarjetaIds))
    .groupBy(vehiculo.tarjeta_operacion_id);
  return new Map(rows.map((r) => [r.id, r.n]));
}

async function totals(db: Db, usuarioId: number) {
  const countOwned = (table: Owned) =>
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(registeredBy(table.persona_id, usuarioId))
      .then((r) => r[0].n);
  const [vehiculos, qr] = await Promise.all([countOwned(vehiculo), countOwned(validar_registro_piloto)]);
  return { vehiculos, qr };
}
