import { useCallback, useState } from "react";
import type { LoginInput } from "@portal/domain/auth";
import { normalizeNit } from "@portal/domain/nit";
import { api } from "@/lib/api-client";
import { askForGeolocation } from "@/lib/geolocation";
import { clearSession, getStored, setStored } from "@/lib/session";
import { actAs, type PersonaListItem } from "@/lib/act-as";
import { authenticate } from "./authenticate";

/** Where the user goes after signing in. */
export type LoginOutcome = "home" | "completar-perfil";

/**
 * The login of spec part 4: store the tokens and the user id, read the person list; without a
 * person of this user go complete the profile, otherwise read the detail, store the NIT, the ids
 * and the flags (only legal entities may add representatives) and go home.
 */
export async function login(input: LoginInput): Promise<LoginOutcome> {
  clearSession({ keep: ["theme", "actuar_como", "invitacion_pendiente"] });
  const tokens = await authenticate(input);
  setStored({
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    user_id: tokens.user_id,
    // Known already; the profile form starts from it (the detail below confirms it).
    nit: normalizeNit(input.nit),
  });
  askForGeolocation();

  const list = await api.get<{ data: PersonaListItem[] }>("/persona");
  // The carrier this device acted for last, else the account's own, else the first it is a member of.
  const remembered = list.data.find((p) => String(p.id) === getStored("actuar_como"));
  const mine = remembered ?? list.data.find((p) => Number(p.usuario_id) === Number(tokens.user_id)) ?? list.data[0];
  if (!mine) return "completar-perfil";
  await actAs(mine);
  return "home";
}


/**
 * The login as the sign-in page runs it, busy while it runs. Plain state, not a TanStack mutation: the
 * sign-in page's first load does not download the query library (decision 190).
 */
export function useLogin() {
  const [isPending, setPending] = useState(false);
  const mutateAsync = useCallback(async (input: LoginInput) => {
    setPending(true);
    try {
      return await login(input);
    } finally {
      setPending(false);
    }
  }, []);
  return { isPending, mutateAsync };
}
