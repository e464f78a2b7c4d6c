import { campoInfo } from "@portal/domain/auditoria-labels";
import type { AuditoriaItem } from "@portal/domain/auditoria";
import { inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { documento, funcionario } from "../db/schema/index";
import { catalogueRefs, type NamedCatalogue } from "./catalogue-names";
import { DOCUMENT_FAMILIES } from "./document-families";
import { CATALOGUES } from "./ficha";

/** How each kind of linked record is named for a person: a licence by its number, a vehicle by its plate. */
export const REGISTROS: Record<string, { table: string; nombre: SQL }> = {
  licencia_id: { table: "licencia", nombre: sql`numero` },
  tarjeta_operacion_id: { table: "tarjeta_operacion", nombre: sql`numero` },
  vehiculo_id: { table: "vehiculo", nombre: sql`'placa ' || numero_placa` },
  existente_vehiculo_id: { table: "vehiculo", nombre: sql`'placa ' || numero_placa` },
  juridico_id: { table: "juridico", nombre: sql`empresa` },
  piloto_id: { table: "piloto", nombre: sql`nombre || ' ' || apellido` },
  mandato_id: { table: "mandato", nombre: sql`nombre || ' ' || apellido` },
};

type Campo = AuditoriaItem["campos"][number];
type Names = Map<number, string>;

/** Every id a page of history holds, per key (`funcionario`, a column, or `tipo_documento:<familia>`). */
function idsByKey(items: AuditoriaItem[], familiaOf: (item: AuditoriaItem) => string | undefined): Map<string, Set<number>> {
  const ids = new Map<string, Set<number>>();
  for (const item of items) {
    for (const c of item.campos) {
      const key = keyOf(item, c, familiaOf);
      if (!key) continue;
      for (const v of [c.antes, c.despues]) if (typeof v === "number") (ids.get(key) ?? ids.set(key, new Set()).get(key)!).add(v);
    }
  }
  return ids;
}

function keyOf(item: AuditoriaItem, c: Campo, familiaOf: (item: AuditoriaItem) => string | undefined): string | undefined {
  const tipo = campoInfo(c.campo).tipo;
  if (tipo === "funcionario") return "funcionario";
  if (tipo === "registro" && REGISTROS[c.campo]) return c.campo;
  if (tipo !== "catalogo") return undefined;
  if (c.campo === "tipo_documento_id") {
    const familia = familiaOf(item);
    return familia ? `tipo_documento:${familia}` : undefined;
  }
  return CATALOGUES[c.campo] ? c.campo : undefined;
}

async function catalogueNames(db: Db, table: NamedCatalogue, ids: number[]): Promise<Names> {
  // A catalogue entry removed since the change (never in practice: they are foreign keys) has no name.
  const refs = await catalogueRefs(db, table, ids).catch(() => new Map<number, { nombre: string }>());
  return new Map([...refs].map(([id, r]) => [id, r.nombre]));
}

async function namesOf(db: Db, key: string, ids: number[]): Promise<Names> {
  if (key === "funcionario") {
    const rows = await db.select({ id: funcionario.id, nombre: funcionario.nombre }).from(funcionario).where(inArray(funcionario.id, ids));
    return new Map(rows.map((r) => [r.id, r.nombre]));
  }
  if (key.startsWith("tipo_documento:")) {
    const family = DOCUMENT_FAMILIES.find((f) => f.familia === key.slice("tipo_documento:".length));
    return family ? catalogueNames(db, family.tipos, ids) : new Map();
  }
  const registro = REGISTROS[key];
  if (registro) {
    const { rows } = await db.execute<{ id: number; nombre: string }>(
      sql`select id, ${registro.nombre} as nombre from ${sql.identifier(registro.table)} where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
    );
    return new Map(rows.map((r) => [r.id, r.nombre]));
  }
  return catalogueNames(db, CATALOGUES[key], ids);
}

/**
 * A page of history with the name of every id it holds (decision 205): the staff member who reviewed,
 * the catalogue entry, the licence or vehicle a record points at. The web prints the names, never ids.
 * One query per kind of id on the page, whatever its length.
 */
export async function withNames(db: Db, items: AuditoriaItem[]): Promise<AuditoriaItem[]> {
  // A document's type belongs to its family's catalogue; a change that does not carry the family reads it from the row.
  const docIds = items.filter((i) => i.entidad === "documento" && i.entidad_id !== null && !i.campos.some((c) => c.campo === "familia")).map((i) => i.entidad_id!);
  const familias = new Map<number, string>();
  if (docIds.length > 0) {
    for (const d of await db.select({ id: documento.id, familia: documento.familia }).from(documento).where(inArray(documento.id, docIds))) familias.set(d.id, d.familia);
  }
  const familiaOf = (item: AuditoriaItem) => {
    if (item.entidad !== "documento") return undefined;
    const campo = item.campos.find((c) => c.campo === "familia");
    const value = campo?.despues ?? campo?.antes;
    return typeof value === "string" ? value : item.entidad_id === null ? undefined : familias.get(item.entidad_id);
  };
  const names = new Map<string, Names>();
  await Promise.all([...idsByKey(items, familiaOf)].map(async ([key, ids]) => names.set(key, await namesOf(db, key, [...ids]))));
  const nameOf = (item: AuditoriaItem, c: Campo, v: Campo["antes"]) => {
    const key = keyOf(item, c, familiaOf);
    return key && typeof v === "number" ? (names.get(key)?.get(v) ?? null) : null;
  };
  return items.map((item) => ({
    ...item,
    campos: item.campos.map((c) => ({ ...c, antes_nombre: nameOf(item, c, c.antes), despues_nombre: nameOf(item, c, c.despues) })),
  }));
}
