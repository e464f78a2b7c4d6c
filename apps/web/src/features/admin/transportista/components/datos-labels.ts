import { campoInfo, campoLabel, formatCampo } from "@portal/domain/auditoria-labels";

/** The file names and prints a stored column with the one label table the histories read (decision 205). */
export const labelOf = campoLabel;
export const valueOf = (key: string, value: string | number | boolean | null) => formatCampo(key, value);

/**
 * The columns to list, in stored order: not the links between rows (the file nests them) nor the
 * bookkeeping, and a catalogue id only through the name the API answers beside it.
 */
export function shownKeys(datos: Record<string, unknown>): string[] {
  return Object.keys(datos).filter((k) => !["oculto", "registro", "catalogo", "funcionario"].includes(campoInfo(k).tipo));
}
