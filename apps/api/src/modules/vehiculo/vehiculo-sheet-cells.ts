import { COLUMNAS_VEHICULO, type ColumnaHoja, HOJA_MSG, type ErrorFila } from "@portal/domain/hoja-vehiculos";
import { vehiculoFormSchema, type VehiculoFormInput } from "@portal/domain/vehiculo";
import { type ColumnIndex, dateCell, nameKey, plainCell } from "../../lib/spreadsheet/cells";
import type { Cell } from "../../lib/spreadsheet/read-rows";
import type { SheetCatalogue } from "./vehiculo-sheet-catalogues";
import type { CatalogoHoja } from "@portal/domain/hoja-vehiculos";

const DATE_FIELDS = new Set(["poliza_fecha_inicio", "poliza_fecha_fin"]);
/** Fields whose schema takes a number as it is; every other field is text and gets a number as its digits. */
const NUMBER_FIELDS = new Set(["asiento", "cilindro", "cc", "modelo", "poliza_prima_total", "poliza_valor", "poliza_monto_asegurado"]);

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
    } else raw[col.campo] = DATE_FIELDS.has(col.campo) ? dateCell(v) : plainCell(v, NUMBER_FIELDS.has(col.campo));
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
