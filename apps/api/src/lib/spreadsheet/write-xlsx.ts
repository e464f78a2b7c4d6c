import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import type { Cell } from "./read-rows";

/**
 * A text cell that a spreadsheet would run as a formula (= + - @, or a tab or carriage return before
 * one) is written with a leading apostrophe, so it shows as the text it is and runs nothing.
 */
export function neutralise(value: Cell): Cell {
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(value)) return `'${value}`;
  return value;
}

export interface SheetColumn {
  encabezado: string;
  /** The names offered as a drop-down list in this column, if any. */
  lista?: string[];
}

export interface WorkbookLayout {
  hoja: string;
  columnas: SheetColumn[];
  /** Rows of the instructions sheet: [title, text]. */
  instrucciones: Array<[string, string]>;
  /** Rows below the headers that get the drop-down lists. */
  filasConListas: number;
}

const colLetter = (index: number) => {
  let n = index + 1;
  let s = "";
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
};

/**
 * Writes an xlsx in a stream: the data sheet first (bold headers, frozen first row, drop-down lists from
 * a hidden "Listas" sheet), then the instructions. Rows are written and committed one by one, so a large
 * export never holds the sheet in memory. Every text cell is neutralised.
 */
export async function writeWorkbook(out: Writable, layout: WorkbookLayout, rows: AsyncIterable<Cell[]> | Iterable<Cell[]>) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = wb.addWorksheet(layout.hoja, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = layout.columnas.map((c) => ({ header: c.encabezado, width: Math.max(12, c.encabezado.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  const withLists = layout.columnas.map((c, i) => ({ c, i })).filter(({ c }) => c.lista && c.lista.length > 0);
  const validations = (sheet as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } }).dataValidations;
  withLists.forEach(({ c, i }, k) => {
    const last = (c.lista?.length ?? 0) + 1;
    validations.add(`${colLetter(i)}2:${colLetter(i)}${layout.filasConListas + 1}`, {
      type: "list",
      allowBlank: true,
      formulae: [`Listas!$${colLetter(k)}$2:$${colLetter(k)}$${last}`],
      showErrorMessage: true,
      errorTitle: c.encabezado,
      error: "Elija un valor de la lista.",
    });
  });
  sheet.getRow(1).commit();
  for await (const row of rows) sheet.addRow(row.map(neutralise)).commit();
  sheet.commit();

  const help = wb.addWorksheet("Instrucciones");
  help.columns = [{ width: 28 }, { width: 100 }];
  for (const [title, text] of layout.instrucciones) help.addRow([neutralise(title), neutralise(text)]).commit();
  help.commit();

  const lists = wb.addWorksheet("Listas", { state: "hidden" });
  const longest = Math.max(0, ...withLists.map(({ c }) => c.lista?.length ?? 0));
  lists.addRow(withLists.map(({ c }) => c.encabezado)).commit();
  for (let r = 0; r < longest; r++) lists.addRow(withLists.map(({ c }) => neutralise(c.lista?.[r] ?? null))).commit();
  lists.commit();
  await wb.commit();
}
