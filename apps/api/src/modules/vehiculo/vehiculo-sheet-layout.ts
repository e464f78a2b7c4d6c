import { COLUMNAS_VEHICULO, HOJA_LIMITES, type CatalogoHoja } from "@portal/domain/hoja-vehiculos";
import { asc, eq, gt, and } from "drizzle-orm";
import type { Db } from "../../db/client";
import { poliza, vehiculo } from "../../db/schema/index";
import type { Cell } from "../../lib/spreadsheet/read-rows";
import type { WorkbookLayout } from "../../lib/spreadsheet/write-xlsx";
import type { SheetCatalogue } from "./vehiculo-sheet-catalogues";

type Catalogues = Record<CatalogoHoja, SheetCatalogue>;

/** The template's layout: the columns, their drop-down lists and the instructions sheet. */
export function vehiculoLayout(catalogues: Catalogues, tarjetaNumero: string): WorkbookLayout {
  return {
    hoja: "Vehículos",
    columnas: COLUMNAS_VEHICULO.map((c) => ({ encabezado: c.encabezado, lista: c.catalogo ? catalogues[c.catalogo].nombres : undefined })),
    filasConListas: HOJA_LIMITES.filas,
    instrucciones: [
      ["Vehículos de la tarjeta", `Tarjeta de operación ${tarjetaNumero}. Una fila por vehículo, debajo de los encabezados; no cambie los encabezados.`],
      ["Filas nuevas y cambios", "Una placa que ya está en esta tarjeta actualiza ese vehículo; una placa nueva agrega un vehículo. Los vehículos que no estén en el archivo no cambian."],
      ["Revisión", "Antes de guardar, el portal muestra cada fila nueva, cambiada o con errores (fila, columna y mensaje). Se guardan todas las filas elegidas o ninguna."],
      ["Límites", `Hasta ${HOJA_LIMITES.filas.toLocaleString("es-GT")} filas y ${HOJA_LIMITES.bytes / 1024 / 1024} MB por archivo. Solo se leen valores: las fórmulas no se calculan (se toma el último resultado guardado).`],
      ["CSV", "También puede subir .csv en UTF-8 o Windows-1252, separado por comas o por punto y coma, con los mismos encabezados."],
      ...COLUMNAS_VEHICULO.map((c): [string, string] => [c.encabezado, `${c.obligatorio ? "Obligatorio. " : ""}${c.ayuda}`]),
    ],
  };
}

const PAGE = 500;

/** A card's vehicles as rows of the template, read a page at a time in id order. */
export async function* vehiculoSheetRows(db: Db, tarjetaId: number, catalogues: Catalogues): AsyncGenerator<Cell[]> {
  let after = 0;
  for (;;) {
    const page = await db
      .select({ v: vehiculo, p: poliza })
      .from(vehiculo)
      .leftJoin(poliza, eq(poliza.vehiculo_id, vehiculo.id))
      .where(and(eq(vehiculo.tarjeta_operacion_id, tarjetaId), gt(vehiculo.id, after)))
      .orderBy(asc(vehiculo.id))
      .limit(PAGE);
    for (const { v, p } of page) {
      const values: Record<string, Cell> = {
        ...v,
        created_at: null,
        updated_at: null,
        revisado_en: null,
        revision_desde: null,
        nombre_aseguradora: p?.nombre_aseguradora ?? null,
        poliza_numero: p?.numero ?? null,
        poliza_tipo_seguro: p?.tipo_seguro ?? null,
        poliza_prima_total: p ? Number(p.prima_total) : null,
        poliza_valor: p ? Number(p.valor) : null,
        poliza_monto_asegurado: p ? Number(p.monto_asegurado) : null,
        poliza_fecha_inicio: p?.fecha_inicio ?? null,
        poliza_fecha_fin: p?.fecha_fin ?? null,
      };
      yield COLUMNAS_VEHICULO.map((c) => (c.catalogo ? (catalogues[c.catalogo].nameById.get(values[c.campo] as number) ?? null) : (values[c.campo] ?? null)));
    }
    if (page.length < PAGE) return;
    after = page[page.length - 1].v.id;
  }
}
