import { beforeEach, describe, expect, it, vi } from "vitest";
import { MSG } from "@portal/domain/messages";
import { ApiError, api, messageFromBody, setSessionExpiredHandler } from "./api-client";
import { getStored, setStored } from "./session";

/** A Map-backed localStorage and a window, enough for the client in Node. */
function installBrowser() {
  const data = new Map<string, string>();
  const localStorage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, String(v)),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
    key: (i: number) => [...data.keys()][i] ?? null,
    get length() {
      return data.size;
    },
  };
  vi.stubGlobal("window", { localStorage, addEventListener() {}, removeEventListener() {}, location: { assign: vi.fn() } });
  vi.stubGlobal("localStorage", localStorage);
  return data;
}

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

function mockFetch(handler: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call: Call = {
        url,
        method: init.method ?? "GET",
        headers: (init.headers ?? {}) as Record<string, string>,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return handler(call);
    }),
  );
  return calls;
}

describe("api client", () => {
  let expired: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.unstubAllGlobals();
    installBrowser();
    expired = vi.fn();
    setSessionExpiredHandler(expired);
  });

  it("refuses a protected call without a stored token before any request", async () => {
    const calls = mockFetch(() => json(200, {}));
    const err = (await api.get("/persona").catch((e) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.kind).toBe("no-token");
    expect(err.message).toBe(MSG.noToken);
    expect(calls).toHaveLength(0);
  });

  it("sends the bearer token, and none on public calls", async () => {
    setStored({ access_token: "A1" });
    const calls = mockFetch(() => json(200, { ok: true }));
    await api.get("/persona");
    await api.post("/authenticate", { nit: "1" }, { auth: false });
    expect(calls[0]).toMatchObject({ url: "/api/persona", headers: { Authorization: "Bearer A1" } });
    expect(calls[1].headers.Authorization).toBeUndefined();
    expect(calls[1].body).toEqual({ nit: "1" });
  });

  it("on a 401 refreshes once, rotates both tokens and retries", async () => {
    setStored({ access_token: "old", refresh_token: "r-old" });
    const calls = mockFetch(({ url, headers }) => {
      if (url === "/api/refresh") return json(200, { access_token: "new", refresh_token: "r-new", user_id: 7 });
      return headers.Authorization === "Bearer new" ? json(200, { data: [1] }) : json(401, { message: "Sesión inválida" });
    });
    await expect(api.get("/persona")).resolves.toEqual({ data: [1] });
    expect(calls.map((c) => c.url)).toEqual(["/api/persona", "/api/refresh", "/api/persona"]);
    expect(calls[1].body).toEqual({ refresh_token: "r-old" });
    expect(getStored("access_token")).toBe("new");
    expect(getStored("refresh_token")).toBe("r-new");
    expect(expired).not.toHaveBeenCalled();
  });

  it("calls that fail together share one refresh", async () => {
    setStored({ access_token: "old", refresh_token: "r-old" });
    const calls = mockFetch(({ url, headers }) => {
      if (url === "/api/refresh") return json(200, { access_token: "new", refresh_token: "r-new", user_id: 7 });
      return headers.Authorization === "Bearer new" ? json(200, {}) : json(401, {});
    });
    await Promise.all([api.get("/a"), api.get("/b"), api.get("/c")]);
    expect(calls.filter((c) => c.url === "/api/refresh")).toHaveLength(1);
  });

  it("when the refresh fails, clears the session and sends the user to sign in", async () => {
    setStored({ access_token: "old", refresh_token: "r-old", persona_id: 3, nit: "123" });
    const calls = mockFetch(({ url }) => (url === "/api/refresh" ? json(401, { message: "no" }) : json(401, { message: "Sesión inválida" })));
    const err = (await api.get("/persona").catch((e) => e)) as ApiError;
    expect(err).toMatchObject({ status: 401, message: "Sesión inválida" });
    expect(calls.map((c) => c.url)).toEqual(["/api/persona", "/api/refresh"]);
    expect(getStored("access_token")).toBeNull();
    expect(getStored("persona_id")).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
  });

  it("a second 401 after a successful refresh does not refresh again", async () => {
    setStored({ access_token: "old", refresh_token: "r-old" });
    const calls = mockFetch(({ url }) => (url === "/api/refresh" ? json(200, { access_token: "new", refresh_token: "r-new", user_id: 1 }) : json(401, {})));
    await expect(api.get("/persona")).rejects.toBeInstanceOf(ApiError);
    expect(calls.map((c) => c.url)).toEqual(["/api/persona", "/api/refresh", "/api/persona"]);
    expect(expired).toHaveBeenCalledOnce();
  });

  it("turns failures into the spec's texts", async () => {
    setStored({ access_token: "t" });
    mockFetch(() => json(422, { message: "Los datos enviados no son válidos.", errors: { nit: ["El NIT ingresado no es válido."] } }));
    const err = (await api.post("/usuario", {}).catch((e) => e)) as ApiError;
    expect(err).toMatchObject({ status: 422, message: "Los datos enviados no son válidos.", errors: { nit: ["El NIT ingresado no es válido."] } });

    mockFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(api.get("/persona")).rejects.toMatchObject({ kind: "network", message: MSG.noServer });

    mockFetch(() => new Response("<html>", { status: 502 }));
    await expect(api.get("/persona")).rejects.toMatchObject({ status: 502, message: MSG.unexpected });
  });

  it("reads the error field, then message, then the errors joined", () => {
    expect(messageFromBody({ error: "E", message: "M" })).toBe("E");
    expect(messageFromBody({ message: "M", errors: { a: ["x"] } })).toBe("M");
    expect(messageFromBody({ errors: { a: ["x", "y"], b: ["z"] } })).toBe("x, y, z");
    expect(messageFromBody({})).toBeNull();
  });
});
