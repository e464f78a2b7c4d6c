import { eq } from "drizzle-orm";
import { createLocalJWKSet, errors, type JSONWebKeySet, jwtVerify, SignJWT, generateKeyPair, decodeProtectedHeader } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { juridico, validar_registro_piloto } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addVehiculoChain, daysFromToday } from "../../../test/licencias";
import { scannedUrl } from "../../../test/qr-scan";

/** A long but real-looking company name (with accents, 2 bytes each in the QR). */
const LONG_EMPRESA = "TRANSPORTES INTERNACIONALES DEL ALTIPLANO Y OCCIDENTE DE GUATEMALA, SOCIEDAD ANÓNIMA";

describe("signed QR credentials (offline verification)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ PUBLIC_URL: "https://transportistas.dgt.gob.gt" });
  });
  afterAll(() => ctx.close());

  const jwks = async () => (await ctx.app.inject({ method: "GET", url: "/.well-known/jwks.json" })).json() as JSONWebKeySet;
  const verify = async (jws: string) => jwtVerify(jws, createLocalJWKSet(await jwks()));
  const verificar = (codigo: string, llave: string) => ctx.app.inject({ method: "GET", url: `/api/verificar/${codigo}?llave=${llave}` });

  async function qrOf(c: Carrier) {
    const chain = await addVehiculoChain(ctx, c);
    const res = await ctx.app.inject({ method: "GET", url: `/api/validar_registro_piloto/generar/${chain.vehiculo.id}/vehiculo`, headers: c.headers });
    const qr = res.json().validar as { id: number; codigo: string; llave: string; vigencia: string };
    return { ...chain, qr };
  }

  it("publishes public keys only, cacheable, outside /api", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/.well-known/jwks.json" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    const { keys } = res.json() as JSONWebKeySet;
    expect(keys.length).toBeGreaterThanOrEqual(1);
    for (const key of keys) {
      expect(Object.keys(key).sort()).toEqual(["alg", "crv", "kid", "kty", "use", "x"]);
      expect(key).toMatchObject({ kty: "OKP", crv: "Ed25519", alg: "EdDSA", use: "sig" });
    }
  });

  it("encodes the public page's link with a credential in the fragment that verifies with the published keys", async () => {
    const c = await createCarrier(ctx, "juridico");
    await ctx.app.db.update(juridico).set({ empresa: LONG_EMPRESA }).where(eq(juridico.persona_id, c.personaId));
    const { qr, vehiculo, licencia, tarjeta } = await qrOf(c);
    const { url, version } = await scannedUrl(ctx, c, qr.id);
    expect(`${url.origin}${url.pathname}${url.search}`).toBe(`https://transportistas.dgt.gob.gt/verificar/${qr.codigo}?llave=${qr.llave}`);
    const jws = url.hash.slice(1);
    expect(decodeProtectedHeader(jws)).toEqual({ alg: "EdDSA", kid: expect.any(String) });
    const { payload } = await verify(jws);
    expect(payload).toEqual({
      c: qr.codigo,
      p: vehiculo.numero_placa,
      b: expect.any(String),
      m: expect.any(String),
      l: licencia.numero,
      t: tarjeta.numero,
      n: LONG_EMPRESA,
      v: qr.vigencia,
      iat: expect.any(Number),
      // The end of the vigencia day in Guatemala (UTC−6).
      exp: Date.parse(`${qr.vigencia}T00:00:00-06:00`) / 1000 + 86_400,
    });
    // Measured: a 514-character link gives version 18 (89×89 modules) at error correction M, about 0.5 mm a
    // module on a 5 cm sticker (decision 176). A denser code would be harder to read from a worn sticker.
    expect(version).toBeLessThanOrEqual(18);
  });

  it("tells an altered field and a wrong key (bad signature) from an expired credential", async () => {
    const c = await createCarrier(ctx);
    const { qr } = await qrOf(c);
    const jws = (await scannedUrl(ctx, c, qr.id)).url.hash.slice(1);
    const [header, payload, signature] = jws.split(".");

    const altered = JSON.parse(Buffer.from(payload, "base64url").toString());
    altered.p = "P999ZZZ";
    const tampered = `${header}.${Buffer.from(JSON.stringify(altered)).toString("base64url")}.${signature}`;
    await expect(verify(tampered)).rejects.toBeInstanceOf(errors.JWSSignatureVerificationFailed);

    // Same claims and kid, signed by a key that is not the portal's.
    const { privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519" });
    const forged = await new SignJWT(altered).setProtectedHeader(decodeProtectedHeader(jws) as { alg: string }).sign(privateKey);
    await expect(verify(forged)).rejects.toBeInstanceOf(errors.JWSSignatureVerificationFailed);

    // A code whose vigencia ended yesterday: its credential is genuine but expired.
    const c2 = await createCarrier(ctx);
    const { qr: old } = await qrOf(c2);
    await ctx.app.db.update(validar_registro_piloto).set({ vigencia: daysFromToday(-1) }).where(eq(validar_registro_piloto.id, old.id));
    const expired = (await scannedUrl(ctx, c2, old.id)).url.hash.slice(1);
    await expect(verify(expired)).rejects.toBeInstanceOf(errors.JWTExpired);
  });

  it("keeps a revoked code's credential valid offline: only the online check says REVOCADO", async () => {
    const c = await createCarrier(ctx);
    const { qr } = await qrOf(c);
    const jws = (await scannedUrl(ctx, c, qr.id)).url.hash.slice(1);
    await ctx.app.inject({ method: "DELETE", url: `/api/validar_registro_piloto/${qr.id}`, headers: c.headers });
    await expect(verify(jws)).resolves.toBeTruthy();
    expect((await verificar(qr.codigo, qr.llave)).json().verificacion.estado).toBe("REVOCADO");
  });
});
