import { JWKS_PATH } from "@portal/domain/credencial";
import type { JSONWebKeySet } from "jose";

/** The last key set fetched, kept for a page opened with no network (the service worker keeps one too). */
const STORAGE_KEY = "portal.jwks";

function kept(): JSONWebKeySet | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value ? (JSON.parse(value) as JSONWebKeySet) : null;
  } catch {
    return null;
  }
}

/**
 * The portal's public signing keys: from the network (or the service worker's copy when offline), else
 * the copy kept in this browser; null when neither was ever reached. `fresh` skips the HTTP cache, for a
 * credential signed with a key the kept set does not hold yet (a rotation since the last visit).
 */
export async function getJwks(fresh = false): Promise<JSONWebKeySet | null> {
  try {
    const res = await fetch(JWKS_PATH, { cache: fresh ? "no-cache" : "default" });
    if (!res.ok) throw new Error(String(res.status));
    const jwks = (await res.json()) as JSONWebKeySet;
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(jwks));
    } catch {
      // Storage full or disabled: the service worker's copy still serves offline.
    }
    return jwks;
  } catch {
    return kept();
  }
}
