import type { Tablero } from "@portal/domain/tablero";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { STAFF_QUERY_KEY, staffApi } from "./staff-client";

/** GET /api/admin/tablero: the supervisors' figures, computed by the server. */
export const tableroQuery = () =>
  queryOptions({ queryKey: [STAFF_QUERY_KEY, "tablero"], queryFn: ({ signal }) => staffApi.get<Tablero>("/admin/tablero", { signal }) });

export function useTablero() {
  return useQuery(tableroQuery());
}
