import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Mandato } from "@portal/domain/mandato";
import type { InvitacionBody, RolMiembro } from "@portal/domain/miembro";
import { api } from "@/lib/api-client";
import { getAllPages } from "@/lib/paged-query";

export interface Miembro {
  id: number;
  usuario_id: number;
  nit: string;
  nombre: string | null;
  rol: RolMiembro;
  vence: string | null;
  vigente: boolean;
  mandato_id: number | null;
}
export interface Invitacion {
  id: number;
  nit: string;
  email: string;
  nombre: string;
  rol: RolMiembro;
  vence: string | null;
  mandato_id: number | null;
  expires_at: string;
}
export interface MiTransportista {
  persona_id: number;
  nombre: string | null;
  nit: string;
  rol: RolMiembro;
  vence: string | null;
}

/** Every key starts with the carrier, so that what was read for one never shows under another. */
export const miembrosKey = (personaId: string | null) => ["transportista", personaId, "miembros"] as const;
export const invitacionesKey = (personaId: string | null) => ["transportista", personaId, "invitaciones"] as const;
export const misTransportistasKey = ["mis-transportistas"] as const;

export function useMiembros(personaId: string | null) {
  return useQuery({ queryKey: miembrosKey(personaId), queryFn: () => api.get<{ miembro: Miembro[] }>(`/persona/${personaId}/miembros`), enabled: !!personaId });
}

export function useInvitaciones(personaId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: invitacionesKey(personaId),
    queryFn: () => api.get<{ invitacion: Invitacion[] }>(`/persona/${personaId}/invitaciones`),
    enabled: !!personaId && enabled,
  });
}

export function useMisTransportistas() {
  return useQuery({ queryKey: misTransportistasKey, queryFn: () => api.get<{ transportista: MiTransportista[] }>("/miembros/transportistas"), staleTime: 60_000 });
}

/**
 * The carrier's mandatarios, whole (a short list), for linking a gestor's access to its mandate. The key
 * starts as the Mandatarios screen's does, so adding or deleting one there refreshes this list too.
 */
export function useMandatarios(personaId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ["mandato", personaId, "todos"],
    queryFn: () => getAllPages<"mandato", Mandato>(`/mandato/${personaId}/persona`, "mandato"),
    enabled: !!personaId && enabled,
  });
}

/** The members' mutations; each refreshes the carrier's members and invitations. */
export function useMiembroActions(personaId: string | null) {
  const qc = useQueryClient();
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: miembrosKey(personaId) }), qc.invalidateQueries({ queryKey: invitacionesKey(personaId) })]);
  return {
    invite: useMutation({ mutationFn: (body: InvitacionBody) => api.post(`/persona/${personaId}/invitaciones`, body), onSuccess: refresh }),
    revoke: useMutation({ mutationFn: (id: number) => api.delete(`/invitaciones/${id}`), onSuccess: refresh }),
    resend: useMutation({ mutationFn: (id: number) => api.post(`/invitaciones/${id}/reenviar`, {}), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: number) => api.delete(`/miembros/${id}`), onSuccess: refresh }),
    change: useMutation({ mutationFn: ({ id, ...body }: { id: number; rol?: RolMiembro; vence?: string | null }) => api.patch(`/miembros/${id}`, body), onSuccess: refresh }),
  };
}
