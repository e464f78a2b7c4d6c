import { z } from "zod";
import type { VehiculoFormInput } from "./vehiculo";

/**
 * The spreadsheet of a card's vehicles (issue 23): template, import and export share these columns, in
 * this order, with these Spanish headers. Catalogue columns hold the catalogue's name (a drop-down list
 * in the template); the import turns the name into its id and checks every row with the form's schema.
 */

export type CatalogoHoja = "color" | "tipo_vehiculo" | "tipo_placa" | "tipo_uso" | "tipo_combustible" | "marca_vehiculo";

export interface ColumnaHoja<K extends string = string> {
  /** The form field the column fills. */
  campo: K;
  encabezado: string;
  /** Catalogue columns: the catalogue whose names the cell holds. */
  catalogo?: CatalogoHoja;
  obligatorio: boolean;
  /** What the instructions sheet says about the column. */
  ayuda: string;
}

type CampoVehiculo = Exclude<keyof VehiculoFormInput, "activo">;

export const COLUMNAS_VEHICULO: ReadonlyArray<ColumnaHoja<CampoVehiculo>> = [
  { campo: "numero_placa", encabezado: "Placa", obligatorio: true, ayuda: "Número de placa, por ejemplo 123ABC. Identifica la fila: la misma placa en esta tarjeta actualiza el vehículo." },
  { campo: "tipo_placa_id", encabezado: "Tipo de placa", catalogo: "tipo_placa", obligatorio: true, ayuda: "Elija de la lista." },
  { campo: "nit", encabezado: "NIT del propietario", obligatorio: true, ayuda: "NIT del propietario del vehículo." },
  { campo: "asiento", encabezado: "Asientos", obligatorio: true, ayuda: "Número de asientos, de 1 a 99." },
  { campo: "motor", encabezado: "Motor", obligatorio: true, ayuda: "Número de motor." },
  { campo: "modelo", encabezado: "Modelo (año)", obligatorio: true, ayuda: "Año del modelo, cuatro cifras." },
  { campo: "marca_vehiculo_id", encabezado: "Marca", catalogo: "marca_vehiculo", obligatorio: true, ayuda: "Elija de la lista." },
  { campo: "linea", encabezado: "Línea", obligatorio: false, ayuda: "Línea del vehículo (opcional)." },
  { campo: "cilindro", encabezado: "Cilindros", obligatorio: false, ayuda: "Número entero (opcional)." },
  { campo: "cc", encabezado: "Centímetros cúbicos", obligatorio: false, ayuda: "Número entero (opcional)." },
  { campo: "numero_serie", encabezado: "Número de serie", obligatorio: false, ayuda: "Opcional." },
  { campo: "numero_chasis", encabezado: "Número de chasis", obligatorio: true, ayuda: "Número de chasis." },
  { campo: "color_id", encabezado: "Color", catalogo: "color", obligatorio: true, ayuda: "Elija de la lista." },
  { campo: "tipo_vehiculo_id", encabezado: "Tipo de vehículo", catalogo: "tipo_vehiculo", obligatorio: true, ayuda: "Elija de la lista." },
  { campo: "tipo_uso_id", encabezado: "Tipo de uso", catalogo: "tipo_uso", obligatorio: true, ayuda: "Elija de la lista." },
  { campo: "tipo_combustible_id", encabezado: "Tipo de combustible", catalogo: "tipo_combustible", obligatorio: true, ayuda: "Elija de la lista." },
  { campo: "nombre_aseguradora", encabezado: "Aseguradora", obligatorio: true, ayuda: "Nombre de la aseguradora de la póliza." },
  { campo: "poliza_numero", encabezado: "Número de póliza", obligatorio: true, ayuda: "Número de la póliza." },
  { campo: "poliza_tipo_seguro", encabezado: "Tipo de seguro", obligatorio: true, ayuda: "Por ejemplo: Responsabilidad civil." },
  { campo: "poliza_prima_total", encabezado: "Prima total (Q)", obligatorio: true, ayuda: "Monto en quetzales, hasta 2 decimales." },
  { campo: "poliza_valor", encabezado: "Valor (Q)", obligatorio: true, ayuda: "Monto en quetzales, hasta 2 decimales." },
  { campo: "poliza_monto_asegurado", encabezado: "Monto asegurado (Q)", obligatorio: true, ayuda: "Monto en quetzales, hasta 2 decimales." },
  { campo: "poliza_fecha_inicio", encabezado: "Inicio de la póliza", obligatorio: true, ayuda: "Fecha (dd/mm/aaaa o aaaa-mm-dd)." },
  { campo: "poliza_fecha_fin", encabezado: "Fin de la póliza", obligatorio: true, ayuda: "Fecha posterior al inicio (dd/mm/aaaa o aaaa-mm-dd)." },
];

/** Limits of one upload; beyond them the whole file is refused with a clear message. */
export const HOJA_LIMITES = {
  filas: 5_000,
  bytes: 10 * 1024 * 1024,
  /** The ZIP of policy PDFs: as sent, its entries, and all of them expanded. */
  zipBytes: 100 * 1024 * 1024,
  zipEntradas: 5_100,
  zipExpandido: 1024 * 1024 * 1024,
} as const;

export const HOJA_MSG = {
  formato: "Suba un archivo .xlsx o .csv (UTF-8 o Windows-1252, separado por comas o punto y coma).",
  ilegible: "No se pudo leer el archivo. Guárdelo de nuevo como .xlsx o .csv y vuelva a subirlo.",
  sinArchivo: "Adjunte el archivo de la hoja de cálculo.",
  demasiadasFilas: `El archivo tiene más de ${HOJA_LIMITES.filas.toLocaleString("es-GT")} filas. Divídalo en varios archivos.`,
  demasiadoGrande: `El archivo excede ${HOJA_LIMITES.bytes / 1024 / 1024} MB.`,
  sinFilas: "El archivo no tiene filas de datos debajo de los encabezados.",
  encabezados: (faltan: string[]) => `Faltan columnas en la primera fila: ${faltan.join(", ")}. Use la plantilla.`,
  catalogo: "El valor no está en la lista. Elija uno de la lista de la plantilla.",
  placaRepetida: "La placa se repite en el archivo (fila {fila}).",
  conErrores: "El archivo tiene filas con errores: corríjalas o déjelas fuera. No se guardó nada.",
  nadaQueAplicar: "No hay filas nuevas ni cambios que aplicar.",
  pdfSinFila: (name: string) => `El PDF «${name}» del ZIP no corresponde a ninguna placa del archivo.`,
} as const;

/** One error of one row: spreadsheet row number (headers are row 1), column header and message. */
export const errorFilaSchema = z.object({ fila: z.number().int(), columna: z.string(), mensaje: z.string() });
export type ErrorFila = z.infer<typeof errorFilaSchema>;

/** One row of the preview. `cambios`: the headers of the columns that differ from the stored vehicle. */
export const filaVistaSchema = z.object({
  fila: z.number().int(),
  /** The row's key: a vehicle's plate, a pilot's CUI. */
  clave: z.string(),
  estado: z.enum(["nueva", "cambiada", "sin_cambios", "con_errores", "omitida"]),
  cambios: z.array(z.string()),
  errores: z.array(errorFilaSchema),
  /** A policy PDF for this row came in the ZIP. */
  con_pdf: z.boolean(),
});
export type FilaVista = z.infer<typeof filaVistaSchema>;

/** The answer of the preview and of the apply: counts and the rows. */
export const vistaImportacionSchema = z.object({
  total: z.number().int(),
  nuevas: z.number().int(),
  cambiadas: z.number().int(),
  sin_cambios: z.number().int(),
  con_errores: z.number().int(),
  omitidas: z.number().int(),
  /** PDFs of the ZIP matched to rows (0 without a ZIP). */
  polizas_pdf: z.number().int(),
  filas: z.array(filaVistaSchema),
  /** Apply only: true once written (false: nothing was written). */
  aplicado: z.boolean(),
});
export type VistaImportacion = z.infer<typeof vistaImportacionSchema>;

/** Row numbers the carrier leaves out, as "3,7,12". */
export function parseOmitidas(value: string | undefined): Set<number> {
  const out = new Set<number>();
  for (const part of (value ?? "").split(/[\s,;]+/)) {
    const n = Number(part);
    if (part && Number.isInteger(n) && n > 1) out.add(n);
  }
  return out;
}
