/**
 * The locally stored values of spec part 3, in localStorage under the names the contract uses.
 * Every read goes through here so that the stored names live in one place.
 */
export const SESSION_KEYS = [
  "access_token",
  "refresh_token",
  "user_id",
  "persona_id",
  "nit",
  "juridico_id",
  "natural_id",
  "es_juridico",
  "es_natural",
  "puede_agregar_representantes",
  "theme",
  /** The carrier this device last acted for ("Actuar como"), kept across logins. */
  "actuar_como",
  /** The token of an invitation opened before signing in; the invitation page resumes with it. */
  "invitacion_pendiente",
] as const;

export type SessionKey = (typeof SESSION_KEYS)[number];

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function getStored(key: SessionKey): string | null {
  return storage()?.getItem(key) ?? null;
}

/** Writes several values at once; `null` or `undefined` removes the value. */
export function setStored(values: Partial<Record<SessionKey, string | number | boolean | null | undefined>>): void {
  const s = storage();
  if (!s) return;
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) s.removeItem(key);
    else s.setItem(key, String(value));
  }
  notify();
}

/**
 * Logout: every stored value goes, the theme included (spec: all locally stored data is cleared).
 * A new login or an expired session keeps what `keep` names (the theme).
 */
export function clearSession(options: { keep?: SessionKey[] } = {}): void {
  const s = storage();
  if (!s) return;
  for (const key of SESSION_KEYS) if (!options.keep?.includes(key)) s.removeItem(key);
  notify();
}

export function getAccessToken(): string | null {
  return getStored("access_token");
}

/** Logged in means both a person id and an access token are stored (spec part 6). */
export function isLoggedIn(): boolean {
  return Boolean(getStored("persona_id") && getStored("access_token"));
}

export function isJuridico(): boolean {
  return getStored("es_juridico") === "true";
}

export function canAddRepresentantes(): boolean {
  return getStored("puede_agregar_representantes") === "true";
}

/** Subscribe to changes made through this module or in another tab. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || (SESSION_KEYS as readonly string[]).includes(e.key)) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function notify() {
  for (const l of listeners) l();
}
