import { Readable } from "node:stream";
import { parse } from "csv-parse";
import ExcelJS from "exceljs";
import { HOJA_LIMITES, HOJA_MSG } from "@portal/domain/hoja-vehiculos";
import { AppError, unsupportedMediaType } from "../errors";

/** One cell as read: text, number, date, or empty. Never a formula: a formula cell gives its cached result. */
export type Cell = string | number | boolean | Date | null;

/** One data row: its number in the spreadsheet (the header row is 1) and its cells in column order. */
export interface SheetRow {
  numero: number;
  celdas: Cell[];
}

export type SheetKind = "xlsx" | "csv";

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** xlsx (a ZIP) or CSV (text); an old binary .xls, or anything with NUL bytes, is refused (415). */
export function sheetKind(bytes: Buffer): SheetKind {
  if (startsWith(bytes, ZIP_MAGIC)) return "xlsx";
  if (startsWith(bytes, OLE_MAGIC) || bytes.subarray(0, 4096).includes(0)) throw unsupportedMediaType(HOJA_MSG.formato);
  return "csv";
}

/**
 * Reads the data rows of the first sheet of an xlsx, or of a CSV, as values, in a stream: rows are
 * handed over one at a time and never all held. The first row (headers) is given with number 1.
 * More than `HOJA_LIMITES.filas` data rows: 413. A file that does not parse: 422.
 */
export async function* readSheetRows(bytes: Buffer): AsyncGenerator<SheetRow> {
  const kind = sheetKind(bytes);
  let count = 0;
  try {
    for await (const row of kind === "xlsx" ? xlsxRows(bytes) : csvRows(bytes)) {
      if (row.numero > 1 && row.celdas.every((c) => c === null || c === "")) continue;
      if (row.numero > 1 && ++count > HOJA_LIMITES.filas) throw new AppError(413, HOJA_MSG.demasiadasFilas);
      yield row;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(422, HOJA_MSG.ilegible);
  }
}

async function* xlsxRows(bytes: Buffer): AsyncGenerator<SheetRow> {
  // Styles are read so that date cells come back as dates; formulas are never evaluated (their cached
  // result is the value), macros and external links are never opened.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: "emit",
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    entries: "ignore",
  });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      yield { numero: row.number, celdas: values.map((v) => restore(cellValue(v))) };
    }
    return; // the first sheet only: the others are instructions and lists
  }
}

/** Undoes the export's neutralising (write-xlsx.ts): "'=A1" written by us reads back as "=A1", as text. */
export function restore(value: Cell): Cell {
  return typeof value === "string" && /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** The value of an exceljs cell, reduced to what a person sees in it. */
export function cellValue(v: ExcelJS.CellValue | undefined): Cell {
  if (v === undefined || v === null) return null;
  if (typeof v === "string" || typeof v === "number" || typeof v === "boolean" || v instanceof Date) return v;
  if (typeof v === "object") {
    if ("result" in v) return cellValue(v.result as ExcelJS.CellValue); // formula: the cached result only
    if ("formula" in v || "sharedFormula" in v) return null;
    if ("richText" in v) return v.richText.map((r) => r.text).join("");
    if ("text" in v) return cellValue(v.text as ExcelJS.CellValue);
    if ("error" in v) return null;
  }
  return null;
}

/** UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), else Windows-1252 (Excel's "CSV" in Spanish locales). */
export function decodeCsv(bytes: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** Semicolon when the header line has more semicolons than commas (spreadsheets in Spanish locales), else comma. */
export function csvDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (ch: string) => firstLine.split(ch).length - 1;
  return count(";") > count(",") ? ";" : ",";
}

async function* csvRows(bytes: Buffer): AsyncGenerator<SheetRow> {
  const text = decodeCsv(bytes);
  const parser = Readable.from([text]).pipe(
    parse({ delimiter: csvDelimiter(text), relax_column_count: true, skip_empty_lines: false, trim: true, max_record_size: 64 * 1024 }),
  );
  let numero = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    numero += 1;
    yield { numero, celdas: record.map((c) => (c === "" ? null : restore(c))) };
  }
}
