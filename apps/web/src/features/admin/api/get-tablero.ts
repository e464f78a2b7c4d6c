import type { Tablero } from "@portal/domain/tablero";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { STAFF_QUERY_KEY, staffApi } from "./staff-client";

/** A request started as the route opened, before the page could ask (decision 222); taken by the first query. */
let early: { at: number; answer: Promise<Tablero> } | undefined;
/** An early request older than this (the page was left before it rendered) is not used. */
const EARLY_FOR_MS = 30_000;

/** Starts GET /api/admin/tablero now; the page's query takes its answer instead of asking again. */
export function requestTableroEarly(): void {
  if (early && Date.now() - early.at < EARLY_FOR_MS) return;
  early = { at: Date.now(), answer: staffApi.get<Tablero>("/admin/tablero") };
  // An early request nobody took must not be reported as unhandled.
  early.answer.catch(() => {});
}

/** GET /api/admin/tablero: the supervisors' figures, computed by the server. */
export const tableroQuery = () =>
  queryOptions({
    queryKey: [STAFF_QUERY_KEY, "tablero"],
    queryFn: ({ signal }) => {
      const started = early && Date.now() - early.at < EARLY_FOR_MS ? early.answer : undefined;
      early = undefined;
      return started ?? staffApi.get<Tablero>("/admin/tablero", { signal });
    },
  });

export function useTablero() {
  return useQuery(tableroQuery());
}
