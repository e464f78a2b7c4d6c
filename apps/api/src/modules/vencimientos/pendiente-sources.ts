import { and, asc, eq, getTableName, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Pendiente, PendienteTipo } from "@portal/domain/vencimiento";
import type { Db } from "../../db/client";
import { abogado_auxiliar, documento, juridico, mandato, natural, piloto, poliza, representante, vehiculo } from "../../db/schema/index";
import { DOCUMENT_FAMILIES, type DocumentFamily } from "../../lib/document-families";

/**
 * Whose entities a source reads: a condition on `persona_id` (the list: the acting carrier's; the weekly
 * digest: every carrier's at once).
 */
export type PendienteOwner = (personaId: AnyPgColumn) => SQL;

/** A pending item and the persona it belongs to. */
export type PendienteRow = Pendiente & { persona_id: number };

const ownerOf = (personaId: AnyPgColumn, owner: PendienteOwner) => owner(personaId);

/** How each family's missing documents read and where they are uploaded. */
const FAMILY_ITEM: Record<DocumentFamily["familia"], { tipo: PendienteTipo; ruta: string; name: SQL<string>; of: string }> = {
  natural: { tipo: "documentos_natural", ruta: "/persona", name: sql<string>`${natural.nombre} || ' ' || ${natural.apellido}`, of: "de" },
  juridico: { tipo: "documentos_juridico", ruta: "/persona", name: sql<string>`${juridico.empresa}`, of: "de" },
  mandato: { tipo: "documentos_mandato", ruta: "/documento", name: sql<string>`${mandato.nombre} || ' ' || ${mandato.apellido}`, of: "del mandatario" },
  abogado_auxiliar: {
    tipo: "documentos_abogado_auxiliar",
    ruta: "/documento",
    name: sql<string>`${abogado_auxiliar.nombre} || ' ' || ${abogado_auxiliar.apellido}`,
    of: "del abogado",
  },
  piloto: { tipo: "documentos_piloto", ruta: "/documento", name: sql<string>`${piloto.nombre} || ' ' || ${piloto.apellido}`, of: "del piloto" },
};

/**
 * The caller's entities of one family missing some required document: every type of the family's
 * catalogue is required (decision 136); a type counts as done while a current (not replaced) document
 * of it exists. Inactive pilots need none.
 */
export async function missingDocuments(db: Db, owner: PendienteOwner, family: DocumentFamily): Promise<PendienteRow[]> {
  const { entity, tipos } = family;
  const item = FAMILY_ITEM[family.familia];
  // Raw, table-qualified names: in a one-table select drizzle writes columns unqualified, and the
  // subquery's "id" would then be the document's own.
  const ent = sql.identifier(getTableName(entity));
  const cat = sql.identifier(getTableName(tipos));
  const faltantes = sql<number>`(
    (select count(*) from ${cat}) -
    (select count(distinct d.tipo_documento_id) from ${documento} d
      where d.familia = ${family.familia} and d.entidad_id = ${ent}.id
        and d.reemplazado_at is null and d.tipo_documento_id in (select t.id from ${cat} t))
  )::int`;
  const active = family.familia === "piloto" ? eq(piloto.activo, true) : undefined;
  const rows = await db
    .select({ id: entity.id, persona_id: entity.persona_id, name: item.name, faltantes })
    .from(entity)
    .where(and(ownerOf(entity.persona_id, owner), active, sql`${faltantes} > 0`))
    .orderBy(asc(entity.id));
  return rows.map((r) => ({
    tipo: item.tipo,
    id: r.id,
    persona_id: r.persona_id,
    faltantes: r.faltantes,
    descripcion: `${r.faltantes === 1 ? "Falta 1 documento requerido" : `Faltan ${r.faltantes} documentos requeridos`} ${item.of} ${r.name}`,
    ruta: item.ruta,
  }));
}

/** The caller's legal entities with no representative registered. */
export async function juridicosSinRepresentante(db: Db, owner: PendienteOwner): Promise<PendienteRow[]> {
  const rows = await db
    .select({ id: juridico.id, persona_id: juridico.persona_id, empresa: juridico.empresa })
    .from(juridico)
    .where(
      and(
        ownerOf(juridico.persona_id, owner),
        sql`not exists (select 1 from ${representante} where ${representante.juridico_id} = ${juridico.id})`,
      ),
    )
    .orderBy(asc(juridico.id));
  return rows.map((r) => ({
    tipo: "representantes",
    id: r.id,
    persona_id: r.persona_id,
    faltantes: 1,
    descripcion: `${r.empresa} no tiene representantes legales registrados`,
    ruta: "/blank",
  }));
}

/** The caller's active vehicles whose policy has no PDF yet (rows imported from a spreadsheet, issue 23). */
export async function polizasSinPdf(db: Db, owner: PendienteOwner): Promise<PendienteRow[]> {
  const rows = await db
    .select({ id: vehiculo.id, persona_id: vehiculo.persona_id, placa: vehiculo.numero_placa })
    .from(poliza)
    .innerJoin(vehiculo, eq(vehiculo.id, poliza.vehiculo_id))
    .where(and(ownerOf(poliza.persona_id, owner), isNull(poliza.archivo_id), eq(vehiculo.activo, true)))
    .orderBy(asc(vehiculo.id));
  return rows.map((r) => ({
    tipo: "poliza_sin_pdf",
    id: r.id,
    persona_id: r.persona_id,
    faltantes: 1,
    descripcion: `Falta el PDF de la póliza del vehículo ${r.placa}`,
    ruta: "/licencia",
  }));
}

export const PENDIENTE_SOURCES = (db: Db, owner: PendienteOwner) => [
  ...DOCUMENT_FAMILIES.map((family) => missingDocuments(db, owner, family)),
  juridicosSinRepresentante(db, owner),
  polizasSinPdf(db, owner),
];
