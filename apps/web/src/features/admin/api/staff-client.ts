import { MSG } from "@portal/domain/messages";
import { ApiError, messageFromBody, type FieldErrors } from "@/lib/api-client";
import { clearStaffTokens, staffAccessToken, staffRefreshToken, storeStaffTokens } from "./staff-session";

/**
 * The console's API client: every staff call goes through here, with the console's own token (never
 * the carrier's). A 401 refreshes once through /api/admin/refresh and retries; if that fails the console
 * session ends and the staff member goes back to the sign-in at /admin. Errors are the app's ApiError.
 *
 * Query keys of console data start with STAFF_QUERY_KEY, so signing out drops them all.
 */
export const STAFF_QUERY_KEY = "consola";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
interface StaffRequest {
  method?: Method;
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** false: a call before sign-in (no token). */
  auth?: boolean;
  signal?: AbortSignal;
}

let onExpired: () => void = () => window.location.assign("/admin");

/** The console layout sends an ended session to the sign-in through the router. */
export function setStaffSessionExpiredHandler(handler: () => void): void {
  onExpired = handler;
}

function url(path: string, query?: StaffRequest["query"]): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== "") params.set(k, String(v));
  const qs = params.toString();
  return `/api${path}${qs ? `?${qs}` : ""}`;
}

async function send(path: string, req: StaffRequest): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = staffAccessToken();
  if (req.auth !== false && token) headers.Authorization = `Bearer ${token}`;
  if (req.body !== undefined) headers["Content-Type"] = "application/json";
  try {
    return await fetch(url(path, req.query), {
      method: req.method ?? "GET",
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      signal: req.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiError({ kind: "network", status: 0, message: MSG.noServer });
  }
}

async function toError(res: Response): Promise<ApiError> {
  const body: unknown = await res.json().catch(() => null);
  const errors = (body as { errors?: FieldErrors } | null)?.errors ?? {};
  return new ApiError({ kind: "http", status: res.status, message: messageFromBody(body) ?? MSG.unexpected, errors, body });
}

let refreshing: Promise<boolean> | null = null;

function refresh(): Promise<boolean> {
  const refresh_token = staffRefreshToken();
  if (!refresh_token) return Promise.resolve(false);
  refreshing ??= (async () => {
    try {
      const res = await send("/admin/refresh", { method: "POST", body: { refresh_token }, auth: false });
      if (!res.ok) return false;
      storeStaffTokens((await res.json()) as { access_token: string; refresh_token: string });
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** The successful response of a console call (after one refresh on 401), or an ApiError. */
export async function staffResponse(path: string, req: StaffRequest = {}): Promise<Response> {
  const auth = req.auth ?? true;
  if (auth && !staffAccessToken()) {
    onExpired();
    throw new ApiError({ kind: "no-token", status: 0, message: MSG.noToken });
  }
  let res = await send(path, req);
  if (res.status === 401 && auth) {
    if (await refresh()) res = await send(path, req);
    if (res.status === 401) {
      const error = await toError(res);
      clearStaffTokens();
      onExpired();
      throw error;
    }
  }
  if (!res.ok) throw await toError(res);
  return res;
}

async function staffRequest<T>(path: string, req: StaffRequest = {}): Promise<T> {
  const res = await staffResponse(path, req);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

type Options = Omit<StaffRequest, "method" | "body">;

export const staffApi = {
  get: <T>(path: string, opts?: Options) => staffRequest<T>(path, { ...opts, method: "GET" }),
  post: <T>(path: string, body?: unknown, opts?: Options) => staffRequest<T>(path, { ...opts, method: "POST", body }),
  patch: <T>(path: string, body?: unknown, opts?: Options) => staffRequest<T>(path, { ...opts, method: "PATCH", body }),
  put: <T>(path: string, body?: unknown, opts?: Options) => staffRequest<T>(path, { ...opts, method: "PUT", body }),
  delete: <T>(path: string, opts?: Options) => staffRequest<T>(path, { ...opts, method: "DELETE" }),
};
