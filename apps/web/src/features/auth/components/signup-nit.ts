import { useLocation } from "react-router";
import type { SigninNavState } from "@/lib/nav-state";

/**
 * The new account's NIT that sign-up hands to /signin (`signinNavState`), else null. Checked here without
 * zod: /signin is the first load of most visits, and zod waits until the form is used.
 */
export function useSignupNit(): string | null {
  const state: unknown = useLocation().state;
  const nit = (state as Partial<SigninNavState> | null)?.nit;
  return typeof nit === "string" && nit.length <= 20 ? nit : null;
}
