import { COLUMNAS_PILOTO, HOJA_PILOTO_MSG } from "@portal/domain/hoja-pilotos";
import { type ErrorFila, type FilaVista, HOJA_MSG, type VistaImportacion } from "@portal/domain/hoja-vehiculos";
import { pilotoInput } from "@portal/domain/piloto";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { estado_civil, piloto } from "../../db/schema/index";
import { importSummary } from "../../lib/spreadsheet/import-summary";
import { type ColumnIndex, dateCell, indexColumns, nameKey, plainCell, yesNoCell } from "../../lib/spreadsheet/cells";
import { type Cell, readSheetRows } from "../../lib/spreadsheet/read-rows";

const CHUNK = 500;

export type PilotoValues = ReturnType<typeof pilotoInput.parse>;
export interface PilotoSheetCheck {
  vista: VistaImportacion;
  nuevas: PilotoValues[];
  cambiadas: Array<{ id: number; values: PilotoValues }>;
}

/** The marital states by name (the template's list) and by id (the export). */
export async function loadEstadosCiviles(db: Db | Tx) {
  const rows = await db.select({ id: estado_civil.id, nombre: estado_civil.nombre }).from(estado_civil).orderBy(asc(estado_civil.nombre));
  return { nombres: rows.map((r) => r.nombre), idByName: new Map(rows.map((r) => [nameKey(r.nombre), r.id])), nameById: new Map(rows.map((r) => [r.id, r.nombre])) };
}
type EstadosCiviles = Awaited<ReturnType<typeof loadEstadosCiviles>>;

const headerOf = new Map<string, string>(COLUMNAS_PILOTO.map((c) => [c.campo, c.encabezado]));
headerOf.set("licencia_vencimiento", "Vencimiento de la licencia");

interface ReadRow { fila: number; clave: string; errores: ErrorFila[]; values?: PilotoValues }

/** One row checked exactly as the pilot form is (pilotoInput and its Spanish messages). */
function readPilotoRow(fila: number, cells: Cell[], index: ColumnIndex, estados: EstadosCiviles): ReadRow {
  const raw: Record<string, unknown> = {};
  const errores: ErrorFila[] = [];
  let badEstado = false;
  COLUMNAS_PILOTO.forEach((col, i) => {
    const v = index[i] >= 0 ? (cells[index[i]] ?? null) : null;
    if (v === null || v === "") return;
    if (col.campo === "estado_civil_id") {
      const id = estados.idByName.get(nameKey(String(v)));
      if (id === undefined) {
        badEstado = true;
        errores.push({ fila, columna: col.encabezado, mensaje: HOJA_MSG.catalogo });
      } else raw[col.campo] = id;
    } else raw[col.campo] = col.tipo === "fecha" ? dateCell(v) : col.tipo === "si_no" ? yesNoCell(v) : plainCell(v, col.tipo === "numero");
  });
  const parsed = pilotoInput.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const campo = String(issue.path[0] ?? "");
      if (campo === "estado_civil_id" && badEstado) continue;
      errores.push({ fila, columna: headerOf.get(campo) ?? campo, mensaje: issue.message });
    }
  }
  const clave = parsed.success ? parsed.data.cui : String(raw.cui ?? "").replace(/\D/g, "");
  return { fila, clave, errores, values: parsed.success && errores.length === 0 ? parsed.data : undefined };
}

const sameValue = (a: unknown, b: unknown) => ((a ?? null) === null || (b ?? null) === null ? (a ?? null) === (b ?? null) : String(a) === String(b));

/**
 * A carrier's pilot spreadsheet checked row by row with the pilot form's rules; the CUI is the key (once
 * per carrier, as the unique index says): a CUI already among the carrier's pilots is that pilot's row,
 * changed or not. One query per chunk of rows. Writes nothing.
 */
export async function checkPilotoSheet(db: Db | Tx, personaId: number, bytes: Buffer, omitidas: Set<number>): Promise<PilotoSheetCheck> {
  const estados = await loadEstadosCiviles(db);
  const filas: FilaVista[] = [];
  const nuevas: PilotoValues[] = [];
  const cambiadas: PilotoSheetCheck["cambiadas"] = [];
  const firstRow = new Map<string, number>();
  let index: ColumnIndex | undefined;
  let pending: ReadRow[] = [];

  const flush = async () => {
    const chunk = pending;
    pending = [];
    const cuis = chunk.flatMap((r) => (r.values ? [r.values.cui] : []));
    const stored = cuis.length > 0 ? await db.select().from(piloto).where(and(eq(piloto.persona_id, personaId), inArray(piloto.cui, cuis))) : [];
    const byCui = new Map(stored.map((p) => [p.cui, p]));
    for (const row of chunk) {
      if (!row.values) {
        filas.push({ fila: row.fila, clave: row.clave, estado: "con_errores", cambios: [], errores: row.errores, con_pdf: false });
        continue;
      }
      const existing = byCui.get(row.values.cui);
      if (!existing) {
        nuevas.push(row.values);
        filas.push({ fila: row.fila, clave: row.clave, estado: "nueva", cambios: [], errores: [], con_pdf: false });
        continue;
      }
      const cambios = Object.entries(row.values)
        .filter(([key, value]) => key !== "activo" && !sameValue(value, (existing as Record<string, unknown>)[key]))
        .map(([key]) => headerOf.get(key) ?? key);
      if (cambios.length > 0) cambiadas.push({ id: existing.id, values: row.values });
      filas.push({ fila: row.fila, clave: row.clave, estado: cambios.length > 0 ? "cambiada" : "sin_cambios", cambios, errores: [], con_pdf: false });
    }
  };

  for await (const { numero, celdas } of readSheetRows(bytes)) {
    if (!index) {
      index = indexColumns(celdas, COLUMNAS_PILOTO);
      continue;
    }
    if (omitidas.has(numero)) {
      filas.push({ fila: numero, clave: String(celdas[index[0]] ?? ""), estado: "omitida", cambios: [], errores: [], con_pdf: false });
      continue;
    }
    const row = readPilotoRow(numero, celdas, index, estados);
    if (row.values) {
      const first = firstRow.get(row.values.cui);
      if (first !== undefined) {
        row.errores.push({ fila: numero, columna: "CUI", mensaje: HOJA_PILOTO_MSG.cuiRepetido(first) });
        row.values = undefined;
      } else firstRow.set(row.values.cui, numero);
    }
    pending.push(row);
    if (pending.length >= CHUNK) await flush();
  }
  await flush();
  return {
    vista: importSummary(filas),
    nuevas,
    cambiadas,
  };
}
