import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { piloto_emergencia } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { createPiloto } from "../../../test/pilotos";

describe("POST /api/piloto_emergencia/{pilotoId}/piloto", () => {
  let ctx: TestContext;
  let carrier: Carrier;
  let other: Carrier;
  let pilotoId: number;
  let foreignPilotoId: number;

  beforeAll(async () => {
    ctx = await buildTestApp();
    carrier = await createCarrier(ctx);
    other = await createCarrier(ctx);
    pilotoId = (await createPiloto(ctx, carrier)).id;
    foreignPilotoId = (await createPiloto(ctx, other)).id;
  });
  afterAll(() => ctx.close());

  const post = (id: number, body: unknown, headers: Record<string, string> = carrier.headers) =>
    ctx.app.inject({ method: "POST", url: `/api/piloto_emergencia/${id}/piloto`, headers, payload: body as object });
  const rowsOf = async (id: number) =>
    (await ctx.app.db.select({ n: count() }).from(piloto_emergencia).where(eq(piloto_emergencia.piloto_id, id)))[0].n;
  const valid = { nombre: " ANA MARÍA PÉREZ ", direccion: "ZONA 18, GUATEMALA", telefono: "55667788", email: "ana@example.com" };

  it("adds a contact, trimmed (201)", async () => {
    const res = await post(pilotoId, valid);
    expect(res.statusCode).toBe(201);
    expect(res.json().emergencia).toEqual({
      id: expect.any(Number),
      piloto_id: pilotoId,
      nombre: "ANA MARÍA PÉREZ",
      direccion: "ZONA 18, GUATEMALA",
      telefono: "55667788",
      email: "ana@example.com",
    });
  });

  it("treats the e-mail as optional", async () => {
    const { email: _e, ...body } = valid;
    const res = await post(pilotoId, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().emergencia.email).toBeNull();
    expect((await post(pilotoId, { ...body, email: "" })).json().emergencia.email).toBeNull();
  });

  it.each([
    ["telefono", { telefono: "5566778" }, "El teléfono debe tener 8 dígitos numéricos."],
    ["telefono", { telefono: "5566-7788" }, "El teléfono debe tener 8 dígitos numéricos."],
    ["nombre", { nombre: "   " }, "Este campo es obligatorio."],
    ["direccion", { direccion: "" }, "Este campo es obligatorio."],
    ["email", { email: "ana@" }, "El Correo Electrónico ingresado no es válido."],
  ])("answers 422 for a bad %s and writes nothing", async (field, override, message) => {
    const before = await rowsOf(pilotoId);
    const res = await post(pilotoId, { ...valid, ...override });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[field]).toContain(message);
    expect(await rowsOf(pilotoId)).toBe(before);
  });

  it("answers 404 for another carrier's pilot and writes nothing", async () => {
    const before = await rowsOf(foreignPilotoId);
    const res = await post(foreignPilotoId, valid);
    expect(res.statusCode).toBe(404);
    expect(await rowsOf(foreignPilotoId)).toBe(before);
  });

  it("answers 401 without a token", async () => {
    const before = await rowsOf(pilotoId);
    expect((await post(pilotoId, valid, {})).statusCode).toBe(401);
    expect(await rowsOf(pilotoId)).toBe(before);
  });
});
