import type { TipoRevision } from "./revision";

/**
 * Ready-made rejection reasons the console offers beside free text (decision 206): what reviewers
 * write most, worded once for the carrier who reads them. Each is a whole sentence, so several can be
 * joined, and the reviewer may add detail after them.
 */
const COMUNES = [
  "El documento no se puede leer: súbalo escaneado completo y nítido.",
  "El documento está vencido: suba uno vigente.",
  "Los datos escritos no coinciden con el documento.",
  "Falta una o más páginas del documento.",
] as const;

const POR_TIPO: Partial<Record<TipoRevision, readonly string[]>> = {
  persona: ["El NIT o el nombre no coinciden con la constancia de inscripción (RTU)."],
  documento: ["El archivo no corresponde al tipo de documento indicado."],
  representante: ["El nombramiento no está inscrito o su plazo terminó."],
  mandatario: ["El mandato no está inscrito en el registro correspondiente."],
  piloto: ["La licencia de conducir está vencida o no corresponde al tipo de vehículo."],
  licencia: ["El número o las fechas no coinciden con la licencia emitida."],
  tarjeta: ["El número no coincide con la tarjeta de operación emitida."],
  vehiculo: ["La póliza no cubre este vehículo (placa o chasis distintos).", "La póliza está vencida.", "La placa o el chasis no coinciden con la tarjeta de circulación."],
};

/** The reasons offered for a kind of record: its own first, then the common ones. */
export const motivosRechazo = (tipo: TipoRevision): string[] => [...(POR_TIPO[tipo] ?? []), ...COMUNES];
