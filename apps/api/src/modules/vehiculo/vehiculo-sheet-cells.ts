import { COLUMNAS_VEHICULO, type ColumnaHoja, HOJA_MSG, type ErrorFila } from "@portal/domain/hoja-vehiculos";
import { vehiculoFormSchema, type VehiculoFormInput } from "@portal/domain/vehiculo";
import { unprocessable } from "../../lib/errors";
import type { Cell } from "../../lib/spreadsheet/read-rows";
import { nameKey, type SheetCatalogue } from "./vehiculo-sheet-catalogues";
import type { CatalogoHoja } from "@portal/domain/hoja-vehiculos";

/** Where each column of the template sits in the uploaded file's header row (-1: absent). */
export type ColumnIndex = number[];

/** Finds the template's columns in the header row by name (in any order); 422 naming those missing. */
export function indexColumns(headers: Cell[]): ColumnIndex {
  const keys = headers.map((h) => (h === null ? "" : nameKey(String(h))));
  const index = COLUMNAS_VEHICULO.map((c) => keys.indexOf(nameKey(c.encabezado)));
  const missing = COLUMNAS_VEHICULO.filter((c, i) => c.obligatorio && index[i] < 0).map((c) => c.encabezado);
  if (missing.length > 0) throw unprocessable(HOJA_MSG.encabezados(missing), { archivo: [HOJA_MSG.encabezados(missing)] });
  return index;
}

const DATE_FIELDS = new Set(["poliza_fecha_inicio", "poliza_fecha_fin"]);
/** Fields whose schema takes a number as it is; every other field is text and gets a number as its digits. */
const NUMBER_FIELDS = new Set(["asiento", "cilindro", "cc", "modelo", "poliza_prima_total", "poliza_valor", "poliza_monto_asegurado"]);

const pad = (n: number) => String(n).padStart(2, "0");
const isoOf = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
/** Days from 1899-12-30, as spreadsheets count dates. */
const fromSerial = (n: number) => isoOf(new Date(Math.round((n - 25569) * 86_400_000)));

/** A date cell as YYYY-MM-DD: a date, a serial number, "dd/mm/aaaa" or already ISO. */
function dateValue(v: Cell): unknown {
  if (v instanceof Date) return isoOf(v);
  if (typeof v === "number") return fromSerial(v);
  const s = String(v).trim();
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  return m ? `${m[3]}-${pad(Number(m[2]))}-${pad(Number(m[1]))}` : s;
}

function plainValue(campo: string, v: Cell): unknown {
  if (v instanceof Date) return isoOf(v);
  if (typeof v === "number") return NUMBER_FIELDS.has(campo) ? v : String(v);
  if (typeof v === "boolean") return String(v);
  return v;
}

export interface ReadRow {
  fila: number;
  placa: string;
  errores: ErrorFila[];
  input?: VehiculoFormInput;
}

const headerOf = new Map<string, string>(COLUMNAS_VEHICULO.map((c) => [c.campo, c.encabezado]));

/**
 * One data row checked exactly as the form is checked (vehiculoFormSchema, its Spanish messages), after
 * the catalogue names are turned into their ids. Errors name the row and the column's header.
 */
export function readVehiculoRow(fila: number, cells: Cell[], index: ColumnIndex, catalogues: Record<CatalogoHoja, SheetCatalogue>): ReadRow {
  const raw: Record<string, unknown> = {};
  const errores: ErrorFila[] = [];
  const badCatalogue = new Set<string>();
  COLUMNAS_VEHICULO.forEach((col: ColumnaHoja, i) => {
    const v = index[i] >= 0 ? (cells[index[i]] ?? null) : null;
    if (v === null || v === "") return;
    if (col.catalogo) {
      const id = catalogues[col.catalogo].idByName.get(nameKey(String(v)));
      if (id === undefined) {
        badCatalogue.add(col.campo);
        errores.push({ fila, columna: col.encabezado, mensaje: HOJA_MSG.catalogo });
      } else raw[col.campo] = id;
    } else raw[col.campo] = DATE_FIELDS.has(col.campo) ? dateValue(v) : plainValue(col.campo, v);
  });
  const placa = typeof raw.numero_placa === "string" ? raw.numero_placa.trim().toUpperCase() : "";
  const parsed = vehiculoFormSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const campo = String(issue.path[0] ?? "");
      if (badCatalogue.has(campo)) continue;
      errores.push({ fila, columna: headerOf.get(campo) ?? campo, mensaje: issue.message });
    }
  }
  return { fila, placa, errores, input: parsed.success && errores.length === 0 ? parsed.data : undefined };
}
