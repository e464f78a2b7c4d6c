import type { Funcionario } from "@portal/domain/staff";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { STAFF_QUERY_KEY, staffApi } from "./staff-client";

/** The signed-in staff member and their current role (GET /api/admin/yo). */
export const yoQuery = () =>
  queryOptions({ queryKey: [STAFF_QUERY_KEY, "yo"], queryFn: ({ signal }) => staffApi.get<Funcionario>("/admin/yo", { signal }) });

/** `enabled: false` while there is no console session (the layout then sends to the sign-in). */
export function useYo({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...yoQuery(), enabled });
}
