import { generateKeyPairSync } from "node:crypto";
import { eq, isNull } from "drizzle-orm";
import { createLocalJWKSet, decodeProtectedHeader, type JSONWebKeySet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clave_firma } from "../../db/schema/index";
import { buildTestApp, openTestDatabase, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addVehiculoChain, daysFromToday } from "../../../test/licencias";
import { scannedUrl } from "../../../test/qr-scan";
import { activeSigningKey } from "./active-signing-key";
import { rotateSigningKey } from "./rotate-signing-key";

const jwksOf = async (ctx: TestContext) => (await ctx.app.inject({ method: "GET", url: "/.well-known/jwks.json" })).json() as JSONWebKeySet;

async function credentialOf(ctx: TestContext, c: Carrier) {
  const { vehiculo } = await addVehiculoChain(ctx, c);
  const res = await ctx.app.inject({ method: "GET", url: `/api/validar_registro_piloto/generar/${vehiculo.id}/vehiculo`, headers: c.headers });
  const qr = res.json().validar as { id: number; vigencia: string };
  return { qr, jws: (await scannedUrl(ctx, c, qr.id)).url.hash.slice(1) };
}

/**
 * The signing keys (decision 175). On PostgreSQL (TEST_DATABASE_URL) each app has its own pool, as two
 * processes would; on PGlite the two apps share the one embedded database.
 */
describe("QR signing keys", () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    const shared = process.env.TEST_DATABASE_URL ? undefined : await openTestDatabase();
    [a, b] = await Promise.all([buildTestApp({}, { database: shared }), buildTestApp({}, { database: shared ?? (await openTestDatabase()) })]);
  });
  afterAll(async () => {
    await a?.app.close();
    await b?.close();
  });

  it("gives two instances on one database the one key, even when they create it at the same moment", async () => {
    expect((await a.app.signingKey()).kid).toBe((await b.app.signingKey()).kid);
    // No active key (as on a new database): six requests on both instances create exactly one.
    await a.app.db.update(clave_firma).set({ retirada_at: new Date(), publicar_hasta: daysFromToday(1) }).where(isNull(clave_firma.retirada_at));
    const kids = await Promise.all([a, b, a, b, a, b].map(async (ctx) => (await activeSigningKey(ctx.app.db)).kid));
    expect(new Set(kids).size).toBe(1);
    expect(await a.app.db.select().from(clave_firma).where(isNull(clave_firma.retirada_at))).toHaveLength(1);
    // A credential signed on one instance verifies with the keys the other publishes.
    const { jws } = await credentialOf(a, await createCarrier(a));
    await expect(jwtVerify(jws, createLocalJWKSet(await jwksOf(b)))).resolves.toBeTruthy();
  });

  it("rotates: new codes get the new kid, old ones verify until their vigencia has passed", async () => {
    const before = await credentialOf(a, await createCarrier(a));
    const oldKid = decodeProtectedHeader(before.jws).kid!;
    const rotation = await rotateSigningKey(a.app.db);
    expect(rotation.retirada?.kid).toBe(oldKid);
    expect(rotation.retirada!.publicar_hasta! >= before.qr.vigencia).toBe(true);

    const after = await credentialOf(b, await createCarrier(b));
    expect(decodeProtectedHeader(after.jws).kid).toBe(rotation.kid);
    const keys = createLocalJWKSet(await jwksOf(b));
    await expect(jwtVerify(before.jws, keys)).resolves.toBeTruthy();
    await expect(jwtVerify(after.jws, keys)).resolves.toBeTruthy();

    // Once the last vigencia it may have signed is past, the old key is no longer published.
    await a.app.db.update(clave_firma).set({ publicar_hasta: daysFromToday(-1) }).where(eq(clave_firma.kid, oldKid));
    expect((await jwksOf(a)).keys.map((k) => k.kid)).not.toContain(oldKid);
  });

  it("signs with a configured key (PKCS#8 PEM) and publishes it", async () => {
    const pem = generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const configured = await buildTestApp({ QR_SIGNING_KEY: pem, QR_SIGNING_KID: "dgt-2026" });
    try {
      const { jws } = await credentialOf(configured, await createCarrier(configured));
      expect(decodeProtectedHeader(jws).kid).toBe("dgt-2026");
      const jwks = await jwksOf(configured);
      expect(jwks.keys[0]).toMatchObject({ kid: "dgt-2026", kty: "OKP", crv: "Ed25519" });
      expect(jwks.keys[0]).not.toHaveProperty("d");
      await expect(jwtVerify(jws, createLocalJWKSet(jwks))).resolves.toBeTruthy();
    } finally {
      await configured.close();
    }
  });
});
