import { ageOn, todayInGuatemala } from "@portal/domain/formats";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { persona, piloto, usuario } from "../../db/schema/index";
import { openSession } from "../../lib/sessions";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier, randomNit } from "../../../test/carrier";
import { validPiloto } from "../../../test/pilotos";

describe("POST /api/piloto", () => {
  let ctx: TestContext;
  let carrier: Carrier;

  beforeAll(async () => {
    ctx = await buildTestApp();
    carrier = await createCarrier(ctx);
  });
  afterAll(() => ctx.close());

  const post = (body: unknown, headers: Record<string, string> = carrier.headers) =>
    ctx.app.inject({ method: "POST", url: "/api/piloto", headers, payload: body as object });
  const rows = async () => (await ctx.app.db.select({ n: count() }).from(piloto).where(eq(piloto.persona_id, carrier.personaId)))[0].n;

  it("creates the pilot for the caller's persona and answers both licence spellings (201)", async () => {
    const body = validPiloto();
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const created = res.json().piloto;
    expect(created).toMatchObject({
      persona_id: carrier.personaId,
      nit: body.nit,
      cui: body.cui,
      edad: ageOn("1988-09-05", todayInGuatemala()),
      estado_civil: { id: 2, nombre: "Casado(a)" },
      tiene_hijo: true,
      tiempo_laborar: 7,
      tipo_licencia: "A",
      administrasion_licencia: "2027-05-31",
      adminision_licencia: "2027-05-31",
      activo: true,
    });
    const [row] = await ctx.app.db.select().from(piloto).where(eq(piloto.id, created.id));
    expect(row.licencia_vencimiento).toBe("2027-05-31");
  });

  it("accepts the other spelling, adminision_licencia", async () => {
    const { administrasion_licencia: _a, ...body } = validPiloto({ adminision_licencia: "2028-01-15" });
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().piloto).toMatchObject({ administrasion_licencia: "2028-01-15", adminision_licencia: "2028-01-15" });
  });

  it("needs only nit, cui, nombre, apellido and fecha_nacimiento; defaults tiene_hijo false and activo true", async () => {
    const { nit, cui, nombre, apellido, fecha_nacimiento } = validPiloto();
    const res = await post({ nit, cui, nombre, apellido, fecha_nacimiento, correo_electronico: "", telefono: "", tiempo_laborar: "" });
    expect(res.statusCode).toBe(201);
    expect(res.json().piloto).toMatchObject({
      tiene_hijo: false,
      activo: true,
      correo_electronico: null,
      telefono: null,
      tiempo_laborar: null,
      estado_civil: null,
      administrasion_licencia: null,
      adminision_licencia: null,
    });
  });

  it.each([
    ["correo_electronico", { correo_electronico: "no-es-correo" }, "El Correo Electrónico ingresado no es válido."],
    ["correo_electronico", { correo_electronico: `${"a".repeat(95)}@x.com` }, "El Correo Electrónico ingresado no es válido."],
    ["telefono", { telefono: "12345678" }, "El Teléfono ingresado no es válido."],
    ["telefono", { telefono: "5512345678" }, "El Teléfono ingresado no es válido."],
    ["nit", { nit: "576937-1" }, "El NIT ingresado no es válido."],
    ["nit", { nit: "0000000000576937-K" }, "Máximo 15 caracteres."],
    ["cui", { cui: "012345678901" }, "El CUI no tiene un formato válido."],
    ["nombre", { nombre: "N".repeat(151) }, "Máximo 150 caracteres."],
    ["apellido", { apellido: "A".repeat(151) }, "Máximo 150 caracteres."],
    ["direccion", { direccion: "D".repeat(301) }, "Máximo 300 caracteres."],
    ["tiempo_laborar", { tiempo_laborar: 0 }, "El tiempo laborando debe ser un número entero entre 1 y 25 años."],
    ["tiempo_laborar", { tiempo_laborar: 26 }, "El tiempo laborando debe ser un número entero entre 1 y 25 años."],
    ["tiempo_laborar", { tiempo_laborar: 2.5 }, "El tiempo laborando debe ser un número entero entre 1 y 25 años."],
    ["tipo_licencia", { tipo_licencia: "C" }, "El tipo de licencia debe ser A o B."],
    ["tiene_hijo", { tiene_hijo: "si" }, "Debe ser verdadero o falso."],
    ["fecha_nacimiento", { fecha_nacimiento: "2999-01-01" }, "La fecha no puede ser posterior a hoy."],
    ["adminision_licencia", { adminision_licencia: "2030-01-01" }, "Las fechas de licencia enviadas no coinciden."],
    ["estado_civil_id", { estado_civil_id: 777 }, "El valor seleccionado no existe en el catálogo."],
  ])("answers 422 for a bad %s and writes nothing", async (field, override, message) => {
    const before = await rows();
    const res = await post(validPiloto(override));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[field]).toContain(message);
    expect(await rows()).toBe(before);
  });

  it.each(["nit", "cui", "nombre", "apellido", "fecha_nacimiento"])("requires %s", async (field) => {
    const body: Record<string, unknown> = validPiloto();
    delete body[field];
    const before = await rows();
    const res = await post(body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty(field);
    expect(await rows()).toBe(before);
  });

  it("accepts lower-case licence type and tiempo_laborar from a text input", async () => {
    const res = await post(validPiloto({ tipo_licencia: "b", tiempo_laborar: "25" }));
    expect(res.statusCode).toBe(201);
    expect(res.json().piloto).toMatchObject({ tipo_licencia: "B", tiempo_laborar: 25 });
  });

  it("answers 409 for the same CUI twice for one carrier", async () => {
    const body = validPiloto();
    expect((await post(body)).statusCode).toBe(201);
    const before = await rows();
    const res = await post(validPiloto({ cui: body.cui }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Ya existe un piloto registrado con ese CUI.");
    expect(await rows()).toBe(before);
  });

  it("answers 422 with a clear message when the caller has no persona yet", async () => {
    const nit = randomNit();
    const [u] = await ctx.app.db.insert(usuario).values({ nit, email: `${nit}@example.com`, password_hash: "x" }).returning();
    const { access_token: token } = await openSession(ctx.app, ctx.app.db, u);
    const res = await post(validPiloto(), { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("Complete primero el registro de su persona.");
    expect(await ctx.app.db.select().from(persona).where(eq(persona.usuario_id, u.id))).toHaveLength(0);
  });

  it("answers 401 without a token and writes nothing", async () => {
    const before = await rows();
    expect((await post(validPiloto(), {})).statusCode).toBe(401);
    expect(await rows()).toBe(before);
  });
});
