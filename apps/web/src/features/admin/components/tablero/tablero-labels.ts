/** How the console names the review's record kinds. */
export const TIPO_LABEL: Record<string, string> = {
  persona: "Datos de la persona",
  documento: "Documentos",
  representante: "Representantes",
  mandatario: "Mandatarios",
  abogado: "Abogados",
  piloto: "Pilotos",
  licencia: "Licencias",
  tarjeta: "Tarjetas",
  vehiculo: "Vehículos",
};

/** An age in hours as a person reads it: "5 h", "3,5 días". */
export function formatHours(hours: number | null): string {
  if (hours === null) return "—";
  if (hours < 48) return `${hours.toLocaleString("es-GT", { maximumFractionDigits: 1 })} h`;
  return `${(hours / 24).toLocaleString("es-GT", { maximumFractionDigits: 1 })} días`;
}

/** "2026-11-23" → "23/11". */
export const shortDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
