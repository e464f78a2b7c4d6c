import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { juridico, natural, persona } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { solveCaptcha } from "../../../test/captcha";
import { createAccount, createCarrier, randomCui, randomNit } from "../../../test/carrier";

const naturalBody = (nit: string) => ({
  nit,
  cui: randomCui(),
  nombre: "MARÍA",
  apellido: "LÓPEZ",
  fecha_nacimiento: "1990-05-20",
  estado_civil_id: 1,
  profesion_oficio_id: 2,
});

const juridicoBody = (nit: string) => ({
  nit,
  empresa: "TRANSPORTES DEL SUR, S.A.",
  numero_registro: "98765",
  folio: "45",
  libro: "12",
  fecha_definitiva: "2015-03-01",
  fecha_profesional: "2015-03-10",
  objeto_sociedad: "TRANSPORTE EXTRAURBANO DE PASAJEROS",
  nacionalidad_id: 1,
});

describe("POST /api/persona/natural and /api/persona/juridico", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const personasOf = (userId: number) => ctx.app.db.select().from(persona).where(eq(persona.usuario_id, userId));

  it("registers an individual: persona with juridico_completo false and its natural row", async () => {
    const account = await createAccount(ctx);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/persona/natural",
      headers: account.headers,
      payload: { ...naturalBody(account.nit), usuario_id: 999999, "g-recaptcha-response": await solveCaptcha(ctx.app) },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.persona).toMatchObject({ usuario_id: account.userId, nit: account.nit, juridico_completo: false });
    expect(body.natural).toMatchObject({ nombre: "MARÍA", nacionalidad_id: 1, fecha_nacimiento: "1990-05-20", pasaporte: null });
    const rows = await ctx.app.db.select().from(natural).where(eq(natural.persona_id, body.persona.id));
    expect(rows).toHaveLength(1);
  });

  it("registers a legal entity with juridico_completo true", async () => {
    const account = await createAccount(ctx);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/persona/juridico",
      headers: account.headers,
      payload: { ...juridicoBody(account.nit), "g-recaptcha-response": await solveCaptcha(ctx.app) },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().persona.juridico_completo).toBe(true);
    const rows = await ctx.app.db.select().from(juridico).where(eq(juridico.persona_id, res.json().persona.id));
    expect(rows[0]).toMatchObject({ empresa: "TRANSPORTES DEL SUR, S.A.", expediente: null });
  });

  it("refuses missing required fields with Spanish messages and writes nothing", async () => {
    const account = await createAccount(ctx);
    const { cui: _c, nombre: _n, ...partial } = naturalBody(account.nit);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/persona/natural",
      headers: account.headers,
      payload: { ...partial, "g-recaptcha-response": await solveCaptcha(ctx.app) },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.cui).toEqual(["El CUI no tiene un formato válido."]);
    expect(res.json().errors.nombre).toBeDefined();
    expect(await personasOf(account.userId)).toHaveLength(0);
  });

  it("refuses an invalid NIT, a future birth date and a bad CUI", async () => {
    const account = await createAccount(ctx);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/persona/natural",
      headers: account.headers,
      payload: { ...naturalBody("8977112-0"), cui: "0123456789012", fecha_nacimiento: "2999-01-01", "g-recaptcha-response": "x" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      nit: ["El NIT ingresado no es válido."],
      cui: ["El CUI no tiene un formato válido."],
      fecha_nacimiento: ["La fecha no puede ser posterior a hoy."],
    });
    expect(await personasOf(account.userId)).toHaveLength(0);
  });

  it("requires a solved bot check, and a solution only once", async () => {
    const account = await createAccount(ctx);
    const missing = await ctx.app.inject({ method: "POST", url: "/api/persona/natural", headers: account.headers, payload: naturalBody(account.nit) });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors["g-recaptcha-response"]).toEqual(["Por favor, completa el reCAPTCHA."]);

    const forged = await ctx.app.inject({
      method: "POST",
      url: "/api/persona/natural",
      headers: account.headers,
      payload: { ...naturalBody(account.nit), "g-recaptcha-response": Buffer.from("{}").toString("base64") },
    });
    expect(forged.statusCode).toBe(422);
    expect(await personasOf(account.userId)).toHaveLength(0);

    const solution = await solveCaptcha(ctx.app);
    const first = await ctx.app.inject({ method: "POST", url: "/api/persona/natural", headers: account.headers, payload: { ...naturalBody("576937-K"), "g-recaptcha-response": solution } });
    expect(first.statusCode).toBe(422); // NIT of another account, but the solution is now spent
    const replay = await ctx.app.inject({ method: "POST", url: "/api/persona/natural", headers: account.headers, payload: { ...naturalBody(account.nit), "g-recaptcha-response": solution } });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors["g-recaptcha-response"]).toBeDefined();
  });

  it("requires the account's own NIT", async () => {
    const account = await createAccount(ctx);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/persona/natural",
      headers: account.headers,
      payload: { ...naturalBody(randomNit()), "g-recaptcha-response": await solveCaptcha(ctx.app) },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.nit).toEqual(["El NIT debe ser el mismo con el que creó su cuenta."]);
    expect(await personasOf(account.userId)).toHaveLength(0);
  });

  it("allows one profile per account (409)", async () => {
    const carrier = await createCarrier(ctx, "natural");
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/persona/juridico",
      headers: carrier.headers,
      payload: { ...juridicoBody(carrier.nit), "g-recaptcha-response": await solveCaptcha(ctx.app) },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Su perfil ya fue completado.");
    expect(await personasOf(carrier.userId)).toHaveLength(1);
  });

  it("refuses an unknown catalogue id with 422", async () => {
    const account = await createAccount(ctx);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/persona/natural",
      headers: account.headers,
      payload: { ...naturalBody(account.nit), estado_civil_id: 99999, "g-recaptcha-response": await solveCaptcha(ctx.app) },
    });
    expect(res.statusCode).toBe(422);
    expect(await personasOf(account.userId)).toHaveLength(0);
  });

  it("answers 401 without a token", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/persona/natural", payload: naturalBody(randomNit()) });
    expect(res.statusCode).toBe(401);
  });
});
