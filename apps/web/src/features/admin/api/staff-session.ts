/**
 * The console's own tokens, apart from the carrier's (which live in localStorage under the contract's
 * names): in sessionStorage, so closing the browser ends a console session on a shared computer
 * (decision 151). Never read the carrier's token here, nor this one in the carrier's client.
 */
const ACCESS = "consola_access_token";
const REFRESH = "consola_refresh_token";

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function staffAccessToken(): string | null {
  return storage()?.getItem(ACCESS) ?? null;
}

export function staffRefreshToken(): string | null {
  return storage()?.getItem(REFRESH) ?? null;
}

export function storeStaffTokens(tokens: { access_token: string; refresh_token: string }): void {
  storage()?.setItem(ACCESS, tokens.access_token);
  storage()?.setItem(REFRESH, tokens.refresh_token);
  for (const l of listeners) l();
}

export function clearStaffTokens(): void {
  storage()?.removeItem(ACCESS);
  storage()?.removeItem(REFRESH);
  for (const l of listeners) l();
}

export function subscribeStaffTokens(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
