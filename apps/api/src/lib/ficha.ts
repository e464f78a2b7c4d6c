import type { Ficha, Revision } from "@portal/domain/admin-transportista";
import type { Db } from "../db/client";
import {
  aseguradora,
  cargo,
  color,
  departamento,
  estado_civil,
  marca_vehiculo,
  municipio,
  pais,
  profesion_oficio,
  tipo_combustible,
  tipo_direccion,
  tipo_libro,
  tipo_licencia,
  tipo_placa,
  tipo_poder,
  tipo_telefono,
  tipo_uso,
  tipo_vehiculo,
} from "../db/schema/index";
import { catalogueRefs, type NamedCatalogue } from "./catalogue-names";

/** The catalogue each `<x>_id` column of a carrier table points at; the file and the history show its name. */
export const CATALOGUES: Record<string, NamedCatalogue> = {
  estado_civil_id: estado_civil,
  profesion_oficio_id: profesion_oficio,
  nacionalidad_id: pais,
  pais_id: pais,
  departamento_id: departamento,
  municipio_id: municipio,
  tipo_direccion_id: tipo_direccion,
  tipo_telefono_id: tipo_telefono,
  tipo_libro_id: tipo_libro,
  cargo_id: cargo,
  tipo_poder_id: tipo_poder,
  tipo_licencia_id: tipo_licencia,
  color_id: color,
  tipo_vehiculo_id: tipo_vehiculo,
  tipo_placa_id: tipo_placa,
  tipo_uso_id: tipo_uso,
  tipo_combustible_id: tipo_combustible,
  marca_vehiculo_id: marca_vehiculo,
  aseguradora_id: aseguradora,
};

/** The review columns, answered apart under `revision`. */
const HIDDEN = new Set(["estado_revision", "motivo_revision", "revisado_por", "revisado_en", "revision_desde"]);

type Row = { id: number } & Record<string, unknown>;
type Dato = string | number | boolean | null;

const toDato = (v: unknown): Dato => {
  if (v instanceof Date) return v.toISOString();
  if (v === undefined) return null;
  return v as Dato;
};

/** The review state of a row, or null for a kind of record the authority does not review. */
export function revisionOf(row: Record<string, unknown>): Revision | null {
  if (typeof row.estado_revision !== "string") return null;
  return {
    estado: row.estado_revision as Revision["estado"],
    motivo: (row.motivo_revision as string | null) ?? null,
    revisado_por: (row.revisado_por as number | null) ?? null,
    revisado_en: row.revisado_en instanceof Date ? row.revisado_en.toISOString() : null,
  };
}

/**
 * Rows of any carrier table as the file shows them: every column as stored (so a column added later
 * shows without a change here), catalogue names beside their ids, and the review state apart.
 */
export async function toFichas(db: Db, rows: Row[]): Promise<Ficha[]> {
  const names = new Map<string, Map<number, { nombre: string }>>();
  for (const [column, table] of Object.entries(CATALOGUES)) {
    const ids = rows.map((r) => r[column]).filter((v): v is number => typeof v === "number");
    if (ids.length > 0) names.set(column, await catalogueRefs(db, table, ids));
  }
  return rows.map((row) => {
    const datos: Record<string, Dato> = {};
    for (const [key, value] of Object.entries(row)) {
      if (HIDDEN.has(key) || key === "id") continue;
      datos[key] = toDato(value);
      const ref = typeof value === "number" ? names.get(key)?.get(value) : undefined;
      if (ref) datos[key.slice(0, -3)] = ref.nombre;
    }
    return { id: row.id, datos, revision: revisionOf(row) };
  });
}
