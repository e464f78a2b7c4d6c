import { MSG } from "@portal/domain/messages";
import { geoHeaders } from "./geolocation";
import { clearSession, getStored, setStored } from "./session";

/** Field errors as the API answers them on 422: `{ field: [messages] }`. */
export type FieldErrors = Record<string, string[]>;

export type ApiErrorKind = "http" | "network" | "no-token";

/** Any failed call. `message` is already the text to show (spec part 8, "General"). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when there was no response. */
  readonly status: number;
  readonly errors: FieldErrors;
  readonly body: unknown;

  constructor(init: { kind: ApiErrorKind; status: number; message: string; errors?: FieldErrors; body?: unknown }) {
    super(init.message);
    this.name = "ApiError";
    this.kind = init.kind;
    this.status = init.status;
    this.errors = init.errors ?? {};
    this.body = init.body;
  }
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /**
   * true (default): the call needs the stored token and fails before any request without one.
   * false: a public call, no token sent. "optional": the token is sent when there is one.
   */
  auth?: boolean | "optional";
  signal?: AbortSignal;
}

const BASE = "/api";

let onSessionExpired: () => void = () => window.location.assign("/signin");

/** The app decides where an expired session goes (the router's navigate instead of a reload). */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

/** Toast text of spec part 8: the `error` field, else `message`, else the field errors joined. */
export function messageFromBody(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const b = body as { error?: unknown; message?: unknown; errors?: unknown };
  if (typeof b.error === "string" && b.error) return b.error;
  if (typeof b.message === "string" && b.message) return b.message;
  if (b.errors && typeof b.errors === "object") {
    const all = Object.values(b.errors as Record<string, unknown>).flatMap((v) => (Array.isArray(v) ? v : [v]));
    const texts = all.filter((v): v is string => typeof v === "string" && v.length > 0);
    if (texts.length) return texts.join(", ");
  }
  return null;
}

/** The text to show for any thrown value. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  return MSG.unexpected;
}

function buildUrl(path: string, query?: RequestOptions["query"]): string {
  const url = `${BASE}${path.startsWith("/") ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== "") params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function send(path: string, opts: RequestOptions, withToken: boolean): Promise<Response> {
  const method = opts.method ?? "GET";
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = getStored("access_token");
  if (withToken && token) headers.Authorization = `Bearer ${token}`;
  // The one way a request says which carrier it acts for (issue 21): the carrier chosen in "Actuar como".
  const acting = getStored("persona_id");
  if (withToken && token && acting) headers["X-Actuar-Como"] = acting;
  if (method !== "GET") Object.assign(headers, geoHeaders());
  let body: BodyInit | undefined;
  if (opts.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(opts.body);
  }
  try {
    return await fetch(buildUrl(path, opts.query), { method, headers, body, signal: opts.signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiError({ kind: "network", status: 0, message: MSG.noServer });
  }
}

async function toError(res: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    const text = await res.text();
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const errors = body && typeof body === "object" && "errors" in body ? ((body as { errors?: FieldErrors }).errors ?? {}) : {};
  return new ApiError({ kind: "http", status: res.status, message: messageFromBody(body) ?? MSG.unexpected, errors, body });
}

let refreshing: Promise<boolean> | null = null;

/** One refresh for every call that got a 401 at the same time; both tokens rotate. */
function refreshTokens(): Promise<boolean> {
  const refresh_token = getStored("refresh_token");
  if (!refresh_token) return Promise.resolve(false);
  refreshing ??= (async () => {
    try {
      const res = await fetch(buildUrl("/refresh"), {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/json" },
        body: JSON.stringify({ refresh_token }),
      });
      if (!res.ok) return false;
      const data = (await res.json()) as { access_token?: string; refresh_token?: string };
      if (!data.access_token) return false;
      setStored({ access_token: data.access_token, refresh_token: data.refresh_token ?? refresh_token });
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * Calls the API under /api. A protected call without a stored token fails with
 * "No hay token de autenticación" before any request; a 401 refreshes the tokens once and
 * retries, and if that fails too the session is cleared and the user goes to /signin.
 */
export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await authorizedResponse(path, opts);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A file the API sends as itself (a stored PDF), with the same token, refresh and errors as apiRequest. */
export async function apiBlob(path: string, opts: Omit<RequestOptions, "method" | "body"> = {}): Promise<Blob> {
  return (await authorizedResponse(path, { ...opts, method: "GET" })).blob();
}

/** A GET's whole response (a file and the headers that describe it), with the same token, refresh and errors. */
export function apiResponse(path: string, opts: Omit<RequestOptions, "method" | "body"> = {}): Promise<Response> {
  return authorizedResponse(path, { ...opts, method: "GET" });
}

/**
 * After a 401 on a call made outside apiRequest (an upload through XMLHttpRequest, for its progress):
 * refreshes the tokens once so the caller can retry, or ends the session and rethrows `error`.
 */
export async function refreshOrEndSession(error: ApiError): Promise<void> {
  if (await refreshTokens()) return;
  clearSession({ keep: ["theme", "actuar_como"] });
  onSessionExpired();
  throw error;
}

/** The successful response of a call, after the token checks and one refresh on 401; an ApiError otherwise. */
async function authorizedResponse(path: string, opts: RequestOptions): Promise<Response> {
  const auth = opts.auth ?? true;
  if (auth === true && !getStored("access_token")) {
    throw new ApiError({ kind: "no-token", status: 0, message: MSG.noToken });
  }
  const withToken = auth !== false;
  let res = await send(path, opts, withToken);
  if (res.status === 401 && auth === true) {
    if (await refreshTokens()) res = await send(path, opts, withToken);
    if (res.status === 401) {
      const error = await toError(res);
      clearSession({ keep: ["theme", "actuar_como"] });
      onSessionExpired();
      throw error;
    }
  }
  if (!res.ok) throw await toError(res);
  return res;
}

export const api = {
  get: <T>(path: string, opts?: Omit<RequestOptions, "method" | "body">) => apiRequest<T>(path, { ...opts, method: "GET" }),
  post: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...opts, method: "POST", body }),
  put: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...opts, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...opts, method: "PATCH", body }),
  delete: <T>(path: string, opts?: Omit<RequestOptions, "method" | "body">) => apiRequest<T>(path, { ...opts, method: "DELETE" }),
};
