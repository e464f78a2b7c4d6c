import { LICENCIA_MSG } from "@portal/domain/licencia";
import { MSG } from "@portal/domain/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licencia } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { countRows, daysFromToday, tipoLicenciaId } from "../../../test/licencias";

describe("POST /api/licencia/{personaId}/persona", () => {
  let ctx: TestContext;
  let carrier: Carrier;
  let tipo: number;
  beforeAll(async () => {
    ctx = await buildTestApp();
    carrier = await createCarrier(ctx);
    tipo = await tipoLicenciaId(ctx);
  });
  afterAll(() => ctx.close());

  const post = (c: Carrier, payload: Record<string, unknown>, personaId = c.personaId) =>
    ctx.app.inject({ method: "POST", url: `/api/licencia/${personaId}/persona`, headers: c.headers, payload });
  const body = (over: Record<string, unknown> = {}) => ({
    numero: "lic-2024-001",
    inicia: daysFromToday(-10),
    fin: daysFromToday(355),
    tipo_licencia_id: tipo,
    ...over,
  });
  const mine = (c: Carrier) => countRows(ctx, licencia, eq(licencia.persona_id, c.personaId));

  it("registers a licence, upper-cases its number and answers it as Vigente", async () => {
    const c = await createCarrier(ctx);
    const res = await post(c, body());
    expect(res.statusCode).toBe(201);
    const row = res.json().licencia;
    expect(row).toMatchObject({
      numero: "LIC-2024-001",
      inicia: daysFromToday(-10),
      fin: daysFromToday(355),
      tipo_licencia_id: tipo,
      tipo_licencia: { id: tipo },
      activo: true,
      estado: "Vigente",
    });
    expect(typeof row.tipo_licencia.nombre).toBe("string");
    const [stored] = await ctx.app.db.select().from(licencia).where(eq(licencia.id, row.id));
    expect(stored).toMatchObject({ persona_id: c.personaId, numero: "LIC-2024-001" });
  });

  it.each([
    ["a malformed number", { numero: "LIC 001" }, "numero", MSG.licenceInvalid],
    ["a number with a trailing dash", { numero: "LIC-" }, "numero", MSG.licenceInvalid],
    ["an end not after the start", { fin: daysFromToday(-10) }, "fin", LICENCIA_MSG.finBeforeInicia],
    ["an impossible date", { inicia: "2024-02-30" }, "inicia", MSG.dateInvalid],
    ["no licence type", { tipo_licencia_id: undefined }, "tipo_licencia_id", MSG.required],
  ])("refuses %s with 422 and writes nothing", async (_name, over, field, message) => {
    const res = await post(carrier, body(over));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
    expect(res.json().message).toBe(message);
    expect(await mine(carrier)).toBe(0);
  });

  it("refuses an unknown licence type with 422 and writes nothing", async () => {
    const res = await post(carrier, body({ tipo_licencia_id: 999_999 }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: MSG.catalogueMissing, errors: { tipo_licencia_id: [MSG.catalogueMissing] } });
    expect(await mine(carrier)).toBe(0);
  });

  it("answers 409 for a number the carrier already holds; another carrier may hold it", async () => {
    const c = await createCarrier(ctx);
    expect((await post(c, body({ numero: "DUP-1" }))).statusCode).toBe(201);
    const res = await post(c, body({ numero: "dup-1" }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: LICENCIA_MSG.duplicate, errors: { numero: [LICENCIA_MSG.duplicate] } });
    expect(await mine(c)).toBe(1);
    const other = await createCarrier(ctx, "juridico");
    expect((await post(other, body({ numero: "DUP-1" }))).statusCode).toBe(201);
  });

  it("answers 401 without a token", async () => {
    const res = await ctx.app.inject({ method: "POST", url: `/api/licencia/${carrier.personaId}/persona`, payload: body() });
    expect(res.statusCode).toBe(401);
    expect(await mine(carrier)).toBe(0);
  });

  it("answers 404 for another carrier's persona and writes nothing there", async () => {
    const other = await createCarrier(ctx);
    const res = await post(carrier, body(), other.personaId);
    expect(res.statusCode).toBe(404);
    expect(await mine(other)).toBe(0);
  });
});
