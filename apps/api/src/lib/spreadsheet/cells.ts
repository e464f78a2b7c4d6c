import { type ColumnaHoja, HOJA_MSG } from "@portal/domain/hoja-vehiculos";
import { unprocessable } from "../errors";
import type { Cell } from "./read-rows";

/** A name as a person may type it: case, accents and repeated spaces do not matter. */
export const nameKey = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").replace(/\s+/g, " ").trim().toLowerCase();

/** Where each column sits in the uploaded file's header row (-1: absent). */
export type ColumnIndex = number[];

/** Finds the template's columns in the header row by name (in any order); 422 naming the required ones missing. */
export function indexColumns(headers: Cell[], columns: ReadonlyArray<ColumnaHoja>): ColumnIndex {
  const keys = headers.map((h) => (h === null ? "" : nameKey(String(h))));
  const index = columns.map((c) => keys.indexOf(nameKey(c.encabezado)));
  const missing = columns.filter((c, i) => c.obligatorio && index[i] < 0).map((c) => c.encabezado);
  if (missing.length > 0) throw unprocessable(HOJA_MSG.encabezados(missing), { archivo: [HOJA_MSG.encabezados(missing)] });
  return index;
}

const pad = (n: number) => String(n).padStart(2, "0");
const isoOf = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
/** Days from 1899-12-30, as spreadsheets count dates. */
const fromSerial = (n: number) => isoOf(new Date(Math.round((n - 25569) * 86_400_000)));

/** A date cell as YYYY-MM-DD: a date, a serial number, "dd/mm/aaaa" or already ISO (checked by the schema). */
export function dateCell(v: Cell): unknown {
  if (v instanceof Date) return isoOf(v);
  if (typeof v === "number") return fromSerial(v);
  const s = String(v).trim();
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  return m ? `${m[3]}-${pad(Number(m[2]))}-${pad(Number(m[1]))}` : s;
}

/** Any other cell: numbers stay numbers only where the schema takes them, else they become their digits. */
export function plainCell(v: Cell, numeric: boolean): unknown {
  if (v instanceof Date) return isoOf(v);
  if (typeof v === "number") return numeric ? v : String(v);
  if (typeof v === "boolean") return String(v);
  return v;
}

/** A yes/no cell: Sí/No (any case or accent), true/false, 1/0; anything else is left for the schema to refuse. */
export function yesNoCell(v: Cell): unknown {
  if (typeof v === "boolean") return v;
  const key = nameKey(String(v));
  if (["si", "s", "true", "1", "x"].includes(key)) return true;
  if (["no", "n", "false", "0"].includes(key)) return false;
  return String(v);
}
