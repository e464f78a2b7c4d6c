import { MSG } from "@portal/domain/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../test/app";
import { type Carrier, createCarrier, randomNit } from "../../test/carrier";
import { randomIp } from "../../test/signup";
import { persona_direccion, usuario } from "../db/schema/index";
import { findControlCharacter } from "../lib/control-characters";

const refusal = (field: string) => ({ message: MSG.controlCharacters, errors: { [field]: [MSG.controlCharacters] } });

describe("control characters in any text → 422 on the field", () => {
  let ctx: TestContext;
  let carrier: Carrier;
  beforeAll(async () => {
    ctx = await buildTestApp();
    carrier = await createCarrier(ctx);
  });
  afterAll(() => ctx.close());

  const direccion = (fields: Record<string, unknown>) =>
    ctx.app.inject({
      method: "POST",
      url: `/api/persona_direccion/${carrier.personaId}/persona`,
      headers: carrier.headers,
      payload: { direccion: "4A AVENIDA 5-20", pais_id: 1, departamento_id: 1, municipio_id: 101, tipo_direccion_id: 1, ...fields },
    });
  const direcciones = async () => ctx.app.db.select().from(persona_direccion).where(eq(persona_direccion.persona_id, carrier.personaId));

  it("refuses a NUL in the login NIT before any token, and looks nothing up", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/authenticate", remoteAddress: randomIp(), payload: { nit: "1234567\u00008", password: "una-clave-cualquiera" } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(refusal("nit"));
  });

  it("refuses NUL, the other C0 controls and DEL in a body field, and stores nothing", async () => {
    for (const text of ["ZONA\u00001", "\u0001", "ZONA 1\u001b[2J", "ZONA\u007F1", "\u000B", "\u000C"]) {
      const res = await direccion({ direccion_completa: text });
      expect(res.statusCode, JSON.stringify(text)).toBe(422);
      expect(res.json()).toEqual(refusal("direccion_completa"));
    }
    expect(await direcciones()).toEqual([]);
  });

  it("names nested fields as the other validation errors do", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/refresh",
      remoteAddress: randomIp(),
      payload: { refresh_token: "x", extra: [{ ok: "fine" }, { nota: "a\u0000b" }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(refusal("extra.1.nota"));
  });

  it("refuses them in path parameters and query strings too", async () => {
    const path = await ctx.app.inject({ method: "GET", url: "/api/persona/1%00", headers: carrier.headers });
    expect(path.statusCode).toBe(422);
    expect(path.json()).toEqual(refusal("id"));
    const query = await ctx.app.inject({ method: "GET", url: "/api/catalogo/municipio?departamento_id=1%00" });
    expect(query.statusCode).toBe(422);
    expect(query.json()).toEqual(refusal("departamento_id"));
  });

  it("keeps tab, line feed and carriage return, and any other Unicode", async () => {
    const res = await direccion({ direccion_completa: "Línea 1\r\nLínea 2\tÑANDÚ 😀" });
    expect(res.statusCode).toBe(201);
    expect(res.json().direccion.direccion_completa).toBe("Línea 1\r\nLínea 2\tÑANDÚ 😀");
  });

  it("an account with a NUL in its e-mail is never created", async () => {
    const nit = randomNit();
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/usuario",
      remoteAddress: randomIp(),
      payload: { nit, email: "ana\u0000@example.gt", password: "Transporte-2026!", "g-recaptcha-response": "x" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: [MSG.controlCharacters] });
    expect(await ctx.app.db.select().from(usuario).where(eq(usuario.nit, nit))).toEqual([]);
  });
});

describe("findControlCharacter", () => {
  it("walks a 100,000-deep body without overflowing the stack", () => {
    let deep: unknown = "a\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findControlCharacter(deep)).toBe(Array(100_000).fill("0").join("."));
    expect(findControlCharacter({ a: ["x", { b: "ok" }], c: "\t\n\r" })).toBeUndefined();
  });
});
