import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { archivo, documento, tipo_documento_natural } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { createPiloto } from "../../../test/pilotos";
import { representanteBody } from "../../../test/representantes";

describe("GET /api/pendientes", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const pendientes = async (c: Carrier) => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/pendientes", headers: c.headers });
    expect(res.statusCode).toBe(200);
    return res.json().pendientes as Array<{ tipo: string; id: number; faltantes: number; descripcion: string; ruta: string }>;
  };

  async function upload(c: Carrier, tipoId: number) {
    const [a] = await ctx.app.db
      .insert(archivo)
      .values({ sha256: randomUUID().replaceAll("-", "").padEnd(64, "0"), content_type: "application/pdf", size: 1, contenido: Buffer.from("x") })
      .returning();
    await ctx.app.db.insert(documento).values({ persona_id: c.personaId, familia: "natural", entidad_id: c.naturalId!, tipo_documento_id: tipoId, archivo_id: a.id });
  }

  it("counts the carrier's missing required documents until every catalogue type is uploaded", async () => {
    const c = await createCarrier(ctx);
    const tipos = await ctx.app.db.select({ id: tipo_documento_natural.id }).from(tipo_documento_natural);
    expect(tipos.length).toBeGreaterThan(1);
    await upload(c, tipos[0].id);
    expect(await pendientes(c)).toEqual([
      {
        tipo: "documentos_natural",
        id: c.naturalId,
        faltantes: tipos.length - 1,
        descripcion: `Faltan ${tipos.length - 1} documentos requeridos de JUAN PÉREZ`,
        ruta: "/persona",
      },
    ]);
    for (const t of tipos.slice(1)) await upload(c, t.id);
    expect(await pendientes(c)).toEqual([]);
  });

  it("lists pilots without their documents and a legal entity without representatives, never another carrier's", async () => {
    const c = await createCarrier(ctx, "juridico");
    const p = await createPiloto(ctx, c, { nombre: "PEDRO", apellido: "SOLÍS" });
    await createPiloto(ctx, await createCarrier(ctx));
    const items = await pendientes(c);
    expect(items.map((i) => [i.tipo, i.id, i.ruta])).toEqual([
      ["documentos_juridico", c.juridicoId, "/persona"],
      ["documentos_piloto", p.id, "/documento"],
      ["representantes", c.juridicoId, "/blank"],
    ]);
    expect(items[1].descripcion).toMatch(/documentos? requeridos? del piloto PEDRO SOLÍS$/);
    expect(items[2].descripcion).toBe("TRANSPORTES EJEMPLO, S.A. no tiene representantes legales registrados");

    const rep = await ctx.app.inject({ method: "POST", url: "/api/representante", headers: c.headers, payload: representanteBody(c) });
    expect(rep.statusCode).toBe(201);
    expect((await pendientes(c)).map((i) => i.tipo)).not.toContain("representantes");
  });
});
