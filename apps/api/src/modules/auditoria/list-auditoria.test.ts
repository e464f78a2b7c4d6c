import { PAGE_MSG } from "@portal/domain/pagination";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";

describe("GET /api/auditoria", () => {
  let ctx: TestContext;
  let owner: Carrier;
  let other: Carrier;
  const phones: number[] = [];
  beforeAll(async () => {
    ctx = await buildTestApp();
    owner = await createCarrier(ctx);
    other = await createCarrier(ctx);
    for (const numero of ["22223333", "55556666", "44445555"]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: `/api/persona_telefono/${owner.personaId}/persona`,
        headers: { ...owner.headers, "x-geo-position": "14.6,-90.5,20" },
        remoteAddress: "10.9.8.7",
        payload: { numero, tipo_telefono_id: 1, notificar: false },
      });
      if (res.statusCode !== 201) throw new Error(`telefono: ${res.statusCode} ${res.body}`);
      phones.push(res.json().telefono.id);
    }
    await ctx.app.inject({ method: "PUT", url: `/api/persona_telefono/${phones[0]}`, headers: owner.headers, payload: { notificar: true } });
    await ctx.app.inject({
      method: "POST",
      url: `/api/persona_email/${other.personaId}/persona`,
      headers: other.headers,
      payload: { email: "ajeno@example.com" },
    });
  });
  afterAll(() => ctx.close());

  const list = (c: Carrier | null, query = "") => ctx.app.inject({ method: "GET", url: `/api/auditoria${query}`, headers: c?.headers ?? {} });

  it("answers the caller's changes newest first, with fields before and after, author, ip and position", async () => {
    const res = await list(owner);
    expect(res.statusCode).toBe(200);
    const { auditoria, next_cursor } = res.json();
    expect(next_cursor).toBeNull();
    expect(res.headers.link).toBeUndefined();
    const ids = auditoria.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(auditoria[0]).toEqual({
      id: expect.any(Number),
      fecha: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      accion: "modificar",
      entidad: "persona_telefono",
      entidad_id: phones[0],
      campos: [{ campo: "notificar", antes: false, despues: true, protegido: false, antes_nombre: null, despues_nombre: null }],
      detalle: null,
      autor: "usuario",
      // The person who acted and the carrier it was for (issue 21).
      autor_persona: { nombre: "JUAN PÉREZ", nit: owner.nit },
      transportista_id: owner.personaId,
      ip: "127.0.0.1",
      geo: null,
    });
    expect(auditoria[1]).toMatchObject({ accion: "crear", entidad: "persona_telefono", entidad_id: phones[2], ip: "10.9.8.7", geo: "14.6,-90.5,20" });
    expect(auditoria[1].campos).toContainEqual({ campo: "numero", antes: null, despues: "44445555", protegido: false, antes_nombre: null, despues_nombre: null });
    // The set-up rows written straight to the database (usuario, persona, natural) have no author.
    expect(auditoria.at(-1)).toMatchObject({ accion: "crear", autor: null });
  });

  it("never shows another carrier's rows", async () => {
    const mine = (await list(owner)).json().auditoria as Array<{ entidad: string }>;
    expect(mine.some((r) => r.entidad === "persona_email")).toBe(false);
    const theirs = (await list(other)).json().auditoria as Array<{ entidad: string; campos: Array<{ despues: unknown }> }>;
    expect(theirs.some((r) => r.entidad === "persona_telefono")).toBe(false);
    expect(theirs.some((r) => r.campos.some((c) => c.despues === "ajeno@example.com"))).toBe(true);
    // Another carrier's cursor pointing past the owner's rows still reads only its own.
    const page = (await list(other, `?limit=1&cursor=${Buffer.from(JSON.stringify([Number.MAX_SAFE_INTEGER])).toString("base64url")}`)).json();
    expect(page.auditoria).toHaveLength(1);
    expect(JSON.stringify(page)).not.toContain("persona_telefono");
  });

  it("pages with limit and an opaque cursor, announcing the next page in Link", async () => {
    const all = (await list(owner, "?limit=100")).json().auditoria as Array<{ id: number }>;
    const seen: number[] = [];
    let query = "?limit=2";
    for (let i = 0; i < 20 && query; i++) {
      const res = await list(owner, query);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.auditoria.length).toBeLessThanOrEqual(2);
      seen.push(...body.auditoria.map((r: { id: number }) => r.id));
      if (body.next_cursor) {
        expect(res.headers.link).toBe(`</api/auditoria?limit=2&cursor=${body.next_cursor}>; rel="next"`);
        query = `?limit=2&cursor=${body.next_cursor}`;
      } else {
        expect(res.headers.link).toBeUndefined();
        query = "";
      }
    }
    expect(seen).toEqual(all.map((r) => r.id));
    expect(seen.length).toBeGreaterThan(4);
  });

  it("refuses a bad limit or cursor with 422 on the field", async () => {
    for (const q of ["?limit=0", "?limit=101", "?limit=abc", "?limit=2.5"]) {
      const res = await list(owner, q);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().errors.limit).toEqual([PAGE_MSG.limit]);
    }
    const bad = [
      "nope!",
      Buffer.from("[1,2]").toString("base64url"),
      Buffer.from('["1"]').toString("base64url"),
      Buffer.from("[-5]").toString("base64url"),
      Buffer.from("{}").toString("base64url"),
      "x".repeat(300),
    ];
    for (const cursor of bad) {
      const res = await list(owner, `?cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, cursor).toBe(422);
      expect(res.json().errors.cursor).toEqual([PAGE_MSG.cursor]);
    }
  });

  it("is described in the OpenAPI document with its query and answer", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const op = doc.paths["/api/auditoria"].get;
    expect(op.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`).sort()).toEqual(["query:cursor", "query:limit"]);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["200", "401", "422"]));
    expect(op.description).toContain("Link");
  });

  it("needs a session", async () => {
    expect((await list(null)).statusCode).toBe(401);
  });
});
