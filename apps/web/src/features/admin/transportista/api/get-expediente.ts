import type { Expediente, ExpedienteQr, ExpedienteVehiculos } from "@portal/domain/admin-transportista";
import type { AuditoriaItem } from "@portal/domain/auditoria";
import { queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { pagedQueryOptions } from "@/lib/paged-query";
import { STAFF_QUERY_KEY, staffApi } from "../../api/staff-client";

export const expedienteKey = (usuarioId: number) => [STAFF_QUERY_KEY, "transportistas", usuarioId] as const;

/** GET /api/admin/transportistas/{usuarioId}: the carrier's file but its vehicles, QR codes and history. */
export function useExpediente(usuarioId: number) {
  return useQuery(
    queryOptions({
      queryKey: expedienteKey(usuarioId),
      queryFn: ({ signal }) => staffApi.get<Expediente>(`/admin/transportistas/${usuarioId}`, { signal }),
    }),
  );
}

export type VehiculoFicha = ExpedienteVehiculos["vehiculos"][number];
export type QrFicha = ExpedienteQr["validaciones"][number];

/** One of the file's paged lists (`vehiculos`, `qr`, `historial`), answered under `key`. */
const section = <K extends string, T>(usuarioId: number, path: string, key: K) =>
  pagedQueryOptions<K, T>([...expedienteKey(usuarioId), path], `/admin/transportistas/${usuarioId}/${path}`, key, { get: staffApi.get });

export const useExpedienteVehiculos = (usuarioId: number) => useInfiniteQuery(section<"vehiculos", VehiculoFicha>(usuarioId, "vehiculos", "vehiculos"));
export const useExpedienteQr = (usuarioId: number) => useInfiniteQuery(section<"validaciones", QrFicha>(usuarioId, "qr", "validaciones"));
export const useHistorial = (usuarioId: number) => useInfiniteQuery(section<"auditoria", AuditoriaItem>(usuarioId, "historial", "auditoria"));

export interface ExpedienteMiembros {
  miembros: Array<{ persona_id: number; usuario_id: number; nit: string; nombre: string | null; rol: string; vence: string | null; vigente: boolean; desde: string }>;
  invitaciones: Array<{ persona_id: number; nit: string; email: string; nombre: string; rol: string; vence: string | null; enviada: string; enlace_vence: string }>;
}

/** The carrier's members (roles, gestores' dates) and pending invitations. */
export const useExpedienteMiembros = (usuarioId: number) =>
  useQuery(
    queryOptions({
      queryKey: [...expedienteKey(usuarioId), "miembros"],
      queryFn: ({ signal }) => staffApi.get<ExpedienteMiembros>(`/admin/transportistas/${usuarioId}/miembros`, { signal }),
    }),
  );
