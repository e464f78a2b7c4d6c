import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DireccionRow } from "@portal/domain/persona-contacto";
import { api } from "@/lib/api-client";
import { contactKey, contactListPath } from "./contact-resource";

/** GET /api/persona_direccion/{personaId}/persona (under `direccion`). */
export function getDirecciones(personaId: number): Promise<DireccionRow[]> {
  return api.get<{ direccion: DireccionRow[] }>(contactListPath("persona_direccion", personaId)).then((r) => r.direccion);
}

export const direccionesQueryOptions = (personaId: number) =>
  queryOptions({ queryKey: contactKey("persona_direccion", personaId), queryFn: () => getDirecciones(personaId) });

export const useDirecciones = (personaId: number) => useQuery(direccionesQueryOptions(personaId));
