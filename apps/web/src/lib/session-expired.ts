/**
 * "Your session expired" survives the trip to /signin in sessionStorage (this tab only): the redirect
 * can come from the API client or from the protected route that lost its token, whichever runs first,
 * so it cannot ride on one navigation's state.
 */
const KEY = "sesion_expirada";

export const SESSION_EXPIRED_NOTICE = "Su sesión ha expirado. Ingrese de nuevo.";

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Called when a refresh failed and the session was ended for the user. */
export function noteSessionExpired(): void {
  tabStorage()?.setItem(KEY, "1");
}

/** Whether /signin should say the session expired (read it once per visit, then `forgetSessionExpired`). */
export function sessionHadExpired(): boolean {
  return tabStorage()?.getItem(KEY) === "1";
}

export function forgetSessionExpired(): void {
  tabStorage()?.removeItem(KEY);
}
