import type { RevisionItem } from "@portal/domain/revision";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licencia, vehiculo } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import type { Carrier } from "../../../test/carrier";
import { carrierWithEveryKind } from "../../../test/review";
import { createStaff, type Staff, staffHeaders } from "../../../test/staff";

describe("GET /api/admin/revision", () => {
  let ctx: TestContext;
  let revisor: Staff;
  let a: { carrier: Carrier; ids: Record<string, number> };
  let b: { carrier: Carrier; ids: Record<string, number> };
  beforeAll(async () => {
    ctx = await buildTestApp();
    revisor = await createStaff(ctx, { rol: "revisor" });
    a = await carrierWithEveryKind(ctx);
    b = await carrierWithEveryKind(ctx);
    // B's licence waited longest; A's vehicle arrived last.
    await ctx.app.db.update(licencia).set({ revision_desde: sql`now() - interval '30 days'` }).where(eq(licencia.id, b.ids.licencia));
    await ctx.app.db.update(vehiculo).set({ revision_desde: sql`now() + interval '1 day'` }).where(eq(vehiculo.id, a.ids.vehiculo));
  });
  afterAll(() => ctx.close());

  const get = (query: string, token = revisor.token) => ctx.app.inject({ method: "GET", url: `/api/admin/revision${query}`, headers: staffHeaders(token) });
  const key = (r: RevisionItem) => `${r.tipo}:${r.id}`;
  // These two read the whole queue, so they need a database that holds only this file's rows: each PGlite
  // test file has its own, while the PostgreSQL run shares one database between files running at once.
  const wholeQueue = it.skipIf(Boolean(process.env.TEST_DATABASE_URL));

  wholeQueue("pages through every pending record oldest first, each once, with Link headers", async () => {
    const all = (await get("?limit=100")).json().revision as RevisionItem[];
    expect(all).toHaveLength(18);
    expect(key(all[0])).toBe(`licencia:${b.ids.licencia}`);
    expect(key(all[all.length - 1])).toBe(`vehiculo:${a.ids.vehiculo}`);
    const desde = all.map((r) => r.desde);
    expect([...desde].sort()).toEqual(desde);
    expect(all[0]).toMatchObject({ estado: "pendiente", descripcion: "Licencia LIC-001", transportista: { nit: b.carrier.nit, nombre: "TRANSPORTES EJEMPLO, S.A." } });

    const seen: string[] = [];
    let url = "?limit=5";
    for (let i = 0; i < 10 && url; i++) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { revision: RevisionItem[]; next_cursor: string | null };
      seen.push(...body.revision.map(key));
      url = body.next_cursor ? `?limit=5&cursor=${body.next_cursor}` : "";
      if (body.next_cursor) expect(res.headers.link).toContain(`cursor=${body.next_cursor}`);
    }
    expect(seen).toEqual(all.map(key));
  });

  wholeQueue("filters by tipo, carrier NIT, state and date", async () => {
    const licencias = (await get("?tipo=licencia")).json().revision as RevisionItem[];
    expect(licencias.map(key)).toEqual([`licencia:${b.ids.licencia}`, `licencia:${a.ids.licencia}`]);
    const deA = (await get(`?nit=${a.carrier.nit.toLowerCase()}&limit=100`)).json().revision as RevisionItem[];
    expect(deA).toHaveLength(9);
    expect(deA.every((r) => r.transportista.nit === a.carrier.nit)).toBe(true);

    const reject = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/revision/piloto/${b.ids.piloto}`,
      headers: staffHeaders(revisor.token),
      payload: { estado: "rechazado", motivo: "Licencia de piloto vencida." },
    });
    expect(reject.statusCode).toBe(200);
    expect((await get("?estado=rechazado")).json().revision).toEqual([
      expect.objectContaining({ tipo: "piloto", id: b.ids.piloto, motivo: "Licencia de piloto vencida." }),
    ]);
    expect((await get("?tipo=piloto")).json().revision.map(key)).toEqual([`piloto:${a.ids.piloto}`]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await get(`?desde=${tomorrow}`)).json().revision.map(key)).toEqual([`vehiculo:${a.ids.vehiculo}`]);
  });

  it("refuses bad filters and cursors with a 422, and answers every staff role", async () => {
    for (const q of ["?tipo=poliza", "?estado=todos", "?desde=ayer", "?cursor=abc", `?cursor=${Buffer.from(JSON.stringify(["no-date", "x", 1])).toString("base64url")}`]) {
      expect((await get(q)).statusCode, q).toBe(422);
    }
    for (const rol of ["supervisor", "admin"] as const) {
      const staff = await createStaff(ctx, { rol });
      expect((await get("?limit=1", staff.token)).statusCode).toBe(200);
    }
  });
});
