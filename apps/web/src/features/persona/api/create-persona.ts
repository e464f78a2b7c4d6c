import { useMutation } from "@tanstack/react-query";
import type { JuridicoInput, NaturalInput } from "@portal/domain/persona";
import { api } from "@/lib/api-client";

/** POST /api/persona/natural: the individual's profile, with the bot check. */
export function createNatural(body: NaturalInput) {
  return api.post<{ persona: { id: number }; natural: { id: number } }>("/persona/natural", body);
}

/** POST /api/persona/juridico: the legal entity's profile, with the bot check. */
export function createJuridico(body: JuridicoInput) {
  return api.post<{ persona: { id: number }; juridico: { id: number } }>("/persona/juridico", body);
}

export function useCreateNatural() {
  return useMutation({ mutationFn: createNatural });
}

export function useCreateJuridico() {
  return useMutation({ mutationFn: createJuridico });
}
