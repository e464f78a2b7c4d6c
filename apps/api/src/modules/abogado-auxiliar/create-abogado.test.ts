import { ageOn, todayInGuatemala } from "@portal/domain/formats";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abogado_auxiliar } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { validAbogado } from "../../../test/abogados";

describe("POST /api/abogado_auxiliar/{personaId}/persona", () => {
  let ctx: TestContext;
  let carrier: Carrier;
  let other: Carrier;
  const year = Number(todayInGuatemala().slice(0, 4));

  beforeAll(async () => {
    ctx = await buildTestApp();
    carrier = await createCarrier(ctx);
    other = await createCarrier(ctx, "juridico");
  });
  afterAll(() => ctx.close());

  const post = (personaId: number, body: unknown, headers: Record<string, string> = carrier.headers) =>
    ctx.app.inject({ method: "POST", url: `/api/abogado_auxiliar/${personaId}/persona`, headers, payload: body as object });
  const rowsOf = async (personaId: number) =>
    (await ctx.app.db.select({ n: count() }).from(abogado_auxiliar).where(eq(abogado_auxiliar.persona_id, personaId)))[0].n;

  it("creates a lawyer with edad, estado_civil and persona_id (201)", async () => {
    const body = validAbogado();
    const res = await post(carrier.personaId, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().abogado_auxiliar).toMatchObject({
      persona_id: carrier.personaId,
      cui: body.cui,
      nit: body.nit,
      fecha_nacimiento: "1975-02-20",
      edad: ageOn("1975-02-20", todayInGuatemala()),
      documento_numero: "COL-4512",
      colegiado_activo: true,
      estado_civil_id: 1,
      estado_civil: { id: 1, nombre: "Soltero(a)" },
    });
  });

  it("defaults colegiado_activo to false", async () => {
    const { colegiado_activo: _omitted, ...body } = validAbogado();
    const res = await post(carrier.personaId, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().abogado_auxiliar.colegiado_activo).toBe(false);
  });

  it.each([
    ["nit", { nit: "1234567-8" }, "El NIT ingresado no es válido."],
    ["cui", { cui: "12345" }, "El CUI no tiene un formato válido."],
    ["fecha_nacimiento", { fecha_nacimiento: `${year + 1}-01-01` }, "La fecha no puede ser posterior a hoy."],
    ["colegiado_activo", { colegiado_activo: "quizá" }, "Debe ser verdadero o falso."],
    ["estado_civil_id", { estado_civil_id: 424242 }, "El valor seleccionado no existe en el catálogo."],
    ["documento_numero", { documento_numero: "" }, "Este campo es obligatorio."],
  ])("answers 422 for a bad %s and writes nothing", async (field, override, message) => {
    const before = await rowsOf(carrier.personaId);
    const res = await post(carrier.personaId, validAbogado(override));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[field]).toContain(message);
    expect(await rowsOf(carrier.personaId)).toBe(before);
  });

  it.each(["cui", "nit", "nombre", "apellido", "fecha_nacimiento", "documento_numero", "estado_civil_id"])(
    "requires %s",
    async (field) => {
      const body: Record<string, unknown> = validAbogado();
      delete body[field];
      const before = await rowsOf(carrier.personaId);
      const res = await post(carrier.personaId, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty(field);
      expect(await rowsOf(carrier.personaId)).toBe(before);
    },
  );

  it("answers 409 for the same CUI twice for one carrier", async () => {
    const body = validAbogado();
    expect((await post(carrier.personaId, body)).statusCode).toBe(201);
    const before = await rowsOf(carrier.personaId);
    const res = await post(carrier.personaId, validAbogado({ cui: body.cui }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Ya existe un abogado auxiliar registrado con ese CUI.");
    expect(await rowsOf(carrier.personaId)).toBe(before);
  });

  it("answers 404 for another carrier's persona and writes nothing", async () => {
    const before = await rowsOf(other.personaId);
    const res = await post(other.personaId, validAbogado());
    expect(res.statusCode).toBe(404);
    expect(await rowsOf(other.personaId)).toBe(before);
  });

  it("answers 401 without a token", async () => {
    const res = await post(carrier.personaId, validAbogado(), {});
    expect(res.statusCode).toBe(401);
  });
});
