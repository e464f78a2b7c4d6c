import { type FilaVista, HOJA_MSG, type VistaImportacion } from "@portal/domain/hoja-vehiculos";
import { unprocessable } from "../errors";

/** The preview of a checked file: its rows in file order and how many of each kind; 422 for a file without rows. */
export function importSummary(filas: FilaVista[]): VistaImportacion {
  if (filas.length === 0) throw unprocessable(HOJA_MSG.sinFilas, { archivo: [HOJA_MSG.sinFilas] });
  filas.sort((a, b) => a.fila - b.fila);
  const count = (estado: FilaVista["estado"]) => filas.filter((f) => f.estado === estado).length;
  return {
    total: filas.length,
    nuevas: count("nueva"),
    cambiadas: count("cambiada"),
    sin_cambios: count("sin_cambios"),
    con_errores: count("con_errores"),
    omitidas: count("omitida"),
    polizas_pdf: 0,
    filas,
    aplicado: false,
  };
}
