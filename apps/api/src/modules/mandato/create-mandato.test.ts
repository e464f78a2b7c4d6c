import { ageOn, todayInGuatemala } from "@portal/domain/formats";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mandato } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { validMandato } from "../../../test/mandatos";

describe("POST /api/mandato/{personaId}/persona", () => {
  let ctx: TestContext;
  let carrier: Carrier;
  let other: Carrier;
  const year = Number(todayInGuatemala().slice(0, 4));

  beforeAll(async () => {
    ctx = await buildTestApp();
    carrier = await createCarrier(ctx, "juridico");
    other = await createCarrier(ctx);
  });
  afterAll(() => ctx.close());

  const post = (personaId: number, body: unknown, headers: Record<string, string> = carrier.headers) =>
    ctx.app.inject({ method: "POST", url: `/api/mandato/${personaId}/persona`, headers, payload: body as object });
  const rowsOf = async (personaId: number) =>
    (await ctx.app.db.select({ n: count() }).from(mandato).where(eq(mandato.persona_id, personaId)))[0].n;

  it("creates a mandatario with edad and nested catalogues (201)", async () => {
    const body = validMandato({ nit: "576937-k" });
    const res = await post(carrier.personaId, body);
    expect(res.statusCode).toBe(201);
    const { mandato: created } = res.json();
    expect(created).toMatchObject({
      persona_id: carrier.personaId,
      cui: body.cui,
      nit: "576937K",
      nombre: "MARÍA",
      fecha_nacimiento: "1980-06-15",
      edad: ageOn("1980-06-15", todayInGuatemala()),
      presentado: "2020-03-10",
      fecha: "2020-02-28",
      estado_civil_id: 2,
      estado_civil: { id: 2, nombre: "Casado(a)" },
      tipo_poder: { id: 1, nombre: "Mandato general con representación" },
      numero_poder: "P-778",
    });
    const [row] = await ctx.app.db.select().from(mandato).where(eq(mandato.id, created.id));
    expect(row.cui).toBe(body.cui);
  });

  it.each([
    ["nit", { nit: "576937-1" }, "El NIT ingresado no es válido."],
    ["cui", { cui: "0123456789012" }, "El CUI no tiene un formato válido."],
    ["fecha_nacimiento", { fecha_nacimiento: `${year + 1}-01-01` }, "La fecha no puede ser posterior a hoy."],
    ["fecha_nacimiento", { fecha_nacimiento: `${year - 17}-01-01` }, "La persona debe ser mayor de edad (18 años o más)."],
    ["presentado", { presentado: `${year + 1}-01-01` }, "La fecha no puede ser posterior a hoy."],
    ["notario", { notario: "   " }, "Este campo es obligatorio."],
    ["tipo_poder_id", { tipo_poder_id: 99999 }, "El valor seleccionado no existe en el catálogo."],
  ])("answers 422 for a bad %s and writes nothing", async (field, override, message) => {
    const before = await rowsOf(carrier.personaId);
    const res = await post(carrier.personaId, validMandato(override));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[field]).toContain(message);
    expect(await rowsOf(carrier.personaId)).toBe(before);
  });

  it.each(Object.keys(validMandato()))("requires %s", async (field) => {
    const body: Record<string, unknown> = validMandato();
    delete body[field];
    const before = await rowsOf(carrier.personaId);
    const res = await post(carrier.personaId, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty(field);
    expect(await rowsOf(carrier.personaId)).toBe(before);
  });

  it("answers 409 for the same CUI twice for one carrier, but another carrier may hold it", async () => {
    const body = validMandato();
    expect((await post(carrier.personaId, body)).statusCode).toBe(201);
    const before = await rowsOf(carrier.personaId);
    const res = await post(carrier.personaId, validMandato({ cui: body.cui }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: "Ya existe un mandatario registrado con ese CUI.",
      errors: { cui: ["Ya existe un mandatario registrado con ese CUI."] },
    });
    expect(await rowsOf(carrier.personaId)).toBe(before);
    expect((await post(other.personaId, validMandato({ cui: body.cui }), other.headers)).statusCode).toBe(201);
  });

  it("answers 404 for another carrier's persona and writes nothing", async () => {
    const before = await rowsOf(other.personaId);
    const res = await post(other.personaId, validMandato());
    expect(res.statusCode).toBe(404);
    expect(await rowsOf(other.personaId)).toBe(before);
  });

  it("answers 401 without a token", async () => {
    const before = await rowsOf(carrier.personaId);
    const res = await post(carrier.personaId, validMandato(), {});
    expect(res.statusCode).toBe(401);
    expect(await rowsOf(carrier.personaId)).toBe(before);
  });
});
