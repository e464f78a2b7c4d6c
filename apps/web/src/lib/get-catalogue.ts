import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CatalogueItem, CatalogueName } from "@portal/domain/catalogues";
import { api } from "@/lib/api-client";

export type CatalogueParams = Record<string, string | number | null | undefined>;

/** GET /api/catalogo/{name}: a bare array of `{id, value}`. */
export function getCatalogue(name: CatalogueName, params?: CatalogueParams): Promise<CatalogueItem[]> {
  return api.get<CatalogueItem[]>(`/catalogo/${name}`, { query: params });
}

export function catalogueQueryOptions(name: CatalogueName, params?: CatalogueParams) {
  return queryOptions({
    queryKey: ["catalogo", name, params ?? {}],
    queryFn: () => getCatalogue(name, params),
    // Catalogues change with a deployment, not during a session.
    staleTime: 60 * 60_000,
  });
}

const byValue = (a: CatalogueItem, b: CatalogueItem) => a.value.localeCompare(b.value, "es");

export interface UseCatalogueOptions {
  /** false until the parent choice is made (e.g. municipio waits for departamento). */
  enabled?: boolean;
  /** Sort by value (the profession list is shown sorted, spec part 7). */
  sort?: boolean;
}

/**
 * A catalogue for a select. `params` become the query string:
 * `useCatalogue("municipio", { departamento_id }, { enabled: Boolean(departamento_id) })`.
 */
export function useCatalogue(name: CatalogueName, params?: CatalogueParams, options: UseCatalogueOptions = {}) {
  return useQuery({
    ...catalogueQueryOptions(name, params),
    enabled: options.enabled ?? true,
    select: options.sort ? (items: CatalogueItem[]) => [...items].sort(byValue) : undefined,
  });
}
