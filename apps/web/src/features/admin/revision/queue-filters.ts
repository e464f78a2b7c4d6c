import { TIPOS_REVISION, type TipoRevision } from "@portal/domain/revision";

/** The queue's filters a record was opened with (kind and NIT), carried in its link so "next" stays in them. */
export interface QueueContext {
  tipo?: TipoRevision;
  nit?: string;
  /** `?tipo=…&nit=…`, or "" without filters. */
  search: string;
}

export function queueFilters(params: URLSearchParams): QueueContext {
  const tipo = TIPOS_REVISION.find((t) => t === params.get("tipo"));
  const nit = params.get("nit")?.trim() || undefined;
  const kept = new URLSearchParams();
  if (tipo) kept.set("tipo", tipo);
  if (nit) kept.set("nit", nit);
  const qs = kept.toString();
  return { tipo, nit, search: qs ? `?${qs}` : "" };
}
