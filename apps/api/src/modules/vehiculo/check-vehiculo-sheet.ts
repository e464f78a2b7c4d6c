import { COLUMNAS_VEHICULO, HOJA_MSG, type FilaVista, type VistaImportacion } from "@portal/domain/hoja-vehiculos";
import { VEHICULO_MSG } from "@portal/domain/vehiculo";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { poliza, vehiculo } from "../../db/schema/index";
import { unprocessable } from "../../lib/errors";
import { importSummary } from "../../lib/spreadsheet/import-summary";
import { readSheetRows } from "../../lib/spreadsheet/read-rows";
import { splitPayload } from "./vehiculo-values";
import { loadSheetCatalogues } from "./vehiculo-sheet-catalogues";
import { indexColumns } from "../../lib/spreadsheet/cells";
import { readVehiculoRow, type ReadRow } from "./vehiculo-sheet-cells";

/** Rows checked against the database per query. */
const CHUNK = 500;

type Parts = ReturnType<typeof splitPayload>;
export interface NewRow { fila: number; parts: Parts }
export interface ChangedRow { fila: number; id: number; parts: Parts; tipoPlacaAntes: number }

export interface SheetCheck {
  vista: VistaImportacion;
  nuevas: NewRow[];
  cambiadas: ChangedRow[];
  /** The vehicles of this card that rows of the file name (changed or not), by plate. */
  onCardIds: Map<string, number>;
}

export interface CardRef { id: number; persona_id: number }

type Stored = Awaited<ReturnType<typeof storedForChunk>>[number];

/**
 * Reads a card's vehicle spreadsheet and checks every row as the form would: the form's schema, then
 * the plate rule (once per card: a plate already on this card is that vehicle's row, changed or not;
 * once among active vehicles nationwide; once in the file). One query per chunk of rows reads what the
 * database holds for their plates. Writes nothing: the apply runs this again and writes what it found.
 * Rows in `omitidas` are listed as left out and not checked.
 */
export async function checkVehiculoSheet(db: Db | Tx, card: CardRef, bytes: Buffer, omitidas: Set<number>): Promise<SheetCheck> {
  const catalogues = await loadSheetCatalogues(db);
  const filas: FilaVista[] = [];
  const nuevas: NewRow[] = [];
  const cambiadas: ChangedRow[] = [];
  const onCardIds = new Map<string, number>();
  const firstRowOfPlate = new Map<string, number>();
  let index: number[] | undefined;
  let pending: ReadRow[] = [];

  const flush = async () => {
    const chunk = pending;
    pending = [];
    const valid = chunk.filter((r) => r.input);
    const stored = valid.length > 0 ? await storedForChunk(db, card.id, valid) : [];
    const onCard = new Map(stored.filter((s) => s.tarjeta_operacion_id === card.id).map((s) => [s.numero_placa.toUpperCase(), s]));
    const activeHolder = new Map(stored.filter((s) => s.activo).map((s) => [`${s.tipo_placa_id}|${s.numero_placa.toUpperCase()}`, s.id]));
    for (const row of chunk) {
      if (!row.input) {
        filas.push({ fila: row.fila, clave: row.placa, estado: "con_errores", cambios: [], errores: row.errores, con_pdf: false });
        continue;
      }
      const parts = splitPayload(row.input);
      const { numero_placa, tipo_placa_id } = parts.vehiculo;
      const existing = onCard.get(numero_placa);
      const holder = activeHolder.get(`${tipo_placa_id}|${numero_placa}`);
      if (holder !== undefined && holder !== existing?.id && (existing ? existing.activo : true)) {
        filas.push({ fila: row.fila, clave: numero_placa, estado: "con_errores", cambios: [], errores: [{ fila: row.fila, columna: "Placa", mensaje: VEHICULO_MSG.placaEnOtroVehiculo }], con_pdf: false });
      } else if (existing) {
        const cambios = changedColumns(existing, parts);
        if (cambios.length > 0) cambiadas.push({ fila: row.fila, id: existing.id, parts, tipoPlacaAntes: existing.tipo_placa_id });
        filas.push({ fila: row.fila, clave: numero_placa, estado: cambios.length > 0 ? "cambiada" : "sin_cambios", cambios, errores: [], con_pdf: false });
        onCardIds.set(numero_placa, existing.id);
      } else {
        nuevas.push({ fila: row.fila, parts });
        filas.push({ fila: row.fila, clave: numero_placa, estado: "nueva", cambios: [], errores: [], con_pdf: false });
      }
    }
  };

  for await (const { numero, celdas } of readSheetRows(bytes)) {
    if (numero === 1 || !index) {
      index = indexColumns(celdas, COLUMNAS_VEHICULO);
      continue;
    }
    if (omitidas.has(numero)) {
      const placa = index[0] >= 0 ? String(celdas[index[0]] ?? "").trim().toUpperCase() : "";
      filas.push({ fila: numero, clave: placa, estado: "omitida", cambios: [], errores: [], con_pdf: false });
      continue;
    }
    const row = readVehiculoRow(numero, celdas, index, catalogues);
    if (row.input) {
      const first = firstRowOfPlate.get(row.input.numero_placa);
      if (first !== undefined) {
        row.errores.push({ fila: numero, columna: "Placa", mensaje: HOJA_MSG.placaRepetida.replace("{fila}", String(first)) });
        row.input = undefined;
      } else firstRowOfPlate.set(row.input.numero_placa, numero);
    }
    pending.push(row);
    if (pending.length >= CHUNK) await flush();
  }
  if (!index) throw unprocessable(HOJA_MSG.sinFilas, { archivo: [HOJA_MSG.sinFilas] });
  await flush();
  return {
    vista: importSummary(filas),
    nuevas,
    cambiadas,
    onCardIds,
  };
}

/** What the database holds for a chunk's plates: this card's vehicles with them, and active vehicles nationwide. */
function storedForChunk(db: Db | Tx, tarjetaId: number, rows: ReadRow[]) {
  const plates = rows.map((r) => r.input!.numero_placa);
  const pairs = rows.map((r) => sql`(${r.input!.tipo_placa_id}::int, ${r.input!.numero_placa}::text)`);
  return db
    .select({
      id: vehiculo.id,
      tarjeta_operacion_id: vehiculo.tarjeta_operacion_id,
      activo: vehiculo.activo,
      v: vehiculo,
      p: poliza,
      tipo_placa_id: vehiculo.tipo_placa_id,
      numero_placa: vehiculo.numero_placa,
    })
    .from(vehiculo)
    .leftJoin(poliza, eq(poliza.vehiculo_id, vehiculo.id))
    .where(
      or(
        and(eq(vehiculo.tarjeta_operacion_id, tarjetaId), inArray(vehiculo.numero_placa, plates)),
        and(eq(vehiculo.activo, true), sql`(${vehiculo.tipo_placa_id}, upper(${vehiculo.numero_placa})) in (${sql.join(pairs, sql`, `)})`),
      ),
    );
}

const MONEY = new Set(["prima_total", "valor", "monto_asegurado"]);
const sameValue = (key: string, a: unknown, b: unknown) => {
  if ((a ?? null) === null || (b ?? null) === null) return (a ?? null) === (b ?? null);
  if (MONEY.has(key)) return Number(a) === Number(b);
  return String(a) === String(b);
};

/** Policy columns by the form field that fills them, to name a changed column by its header. */
const POLIZA_FIELD: Record<string, string> = {
  nombre_aseguradora: "nombre_aseguradora",
  numero: "poliza_numero",
  prima_total: "poliza_prima_total",
  valor: "poliza_valor",
  monto_asegurado: "poliza_monto_asegurado",
  tipo_seguro: "poliza_tipo_seguro",
  fecha_inicio: "poliza_fecha_inicio",
  fecha_fin: "poliza_fecha_fin",
};
const headerOf = new Map<string, string>(COLUMNAS_VEHICULO.map((c) => [c.campo, c.encabezado]));

/** The headers of the columns whose value differs from the stored vehicle and policy. */
function changedColumns(stored: Stored, parts: Parts): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(parts.vehiculo)) {
    if (key === "activo") continue;
    if (!sameValue(key, value, (stored.v as Record<string, unknown>)[key])) out.push(headerOf.get(key) ?? key);
  }
  for (const [key, value] of Object.entries(parts.poliza)) {
    if (!sameValue(key, value, stored.p ? (stored.p as Record<string, unknown>)[key] : null)) out.push(headerOf.get(POLIZA_FIELD[key]) ?? key);
  }
  return out;
}
