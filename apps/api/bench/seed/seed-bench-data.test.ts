import { readFileSync } from "node:fs";
import { isValidCui } from "@portal/domain/cui";
import { CARD_NUMBER, LICENCE_NUMBER, PLATE } from "@portal/domain/formats";
import { isValidNit } from "@portal/domain/nit";
import { isCodigo } from "@portal/domain/validacion";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { buildApp, type App } from "../../src/app";
import { loadConfig } from "../../src/config";
import { type Database, openPglite, openPostgres } from "../../src/db/client";
import { seedCatalogues } from "../../src/db/seed/seed-catalogues";
import { loadFixtures } from "./load-fixtures";
import { BENCH_PASSWORD, seedBenchData } from "./seed-bench-data";

const SIZES = { carriers: 30, vehicles: 300, pilots: 40, bigCard: 100, qrEvery: 10 };

/**
 * The seed empties the carriers' tables, so it gets a database of its own: a PGlite clone of the test
 * template, or on PostgreSQL a scratch database next to TEST_DATABASE_URL, dropped afterwards.
 */
async function scratchDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openPglite({ loadDataDir: new Blob([readFileSync(inject("templateDump"))]), migrate: false });
    return { database, drop: async () => {} };
  }
  const scratch = new URL(url);
  scratch.pathname = `${scratch.pathname}_bench_seed`;
  const name = scratch.pathname.slice(1);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists "${name}"`);
  await admin.query(`create database "${name}"`);
  const database = await openPostgres(scratch.toString());
  await seedCatalogues(database.db);
  return {
    database,
    drop: async () => {
      await admin.query(`drop database if exists "${name}"`);
      await admin.end();
    },
  };
}

const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe("bench seed", () => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: App;

  beforeAll(async () => {
    ({ database, drop } = await scratchDatabase());
    expect(await seedBenchData(database, SIZES)).toBe(true);
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }, { DATA_DIR: "/nonexistent-bench-test", JWT_SECRET: "bench-test-secret-bench-test-secret-0123" });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await drop?.();
  });

  it("creates the requested sizes, the big card included", async () => {
    const [counts] = await rows<Record<string, string | number>>(database, sql`select
      (select count(*) from usuario) as usuarios, (select count(*) from persona) as personas,
      (select count(*) from vehiculo) as vehiculos, (select count(*) from poliza) as polizas,
      (select count(*) from piloto) as pilotos, (select count(*) from validar_registro_piloto) as qr,
      (select count(*) from vehiculo where tarjeta_operacion_id = 1) as big,
      (select count(*) from persona p where not exists (select 1 from vehiculo v where v.persona_id = p.id)) as sin_vehiculo`);
    expect(Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)]))).toEqual({
      usuarios: 30, personas: 30, vehiculos: 300, polizas: 300, pilotos: 40, qr: 30, big: 100, sin_vehiculo: 0,
    });
  });

  it("writes NITs, CUIs, plates, card, licence and QR numbers the domain validators accept, plates unique", async () => {
    const nits = await rows<{ nit: string }>(database, sql`select nit from usuario union all select nit from piloto union all select nit from vehiculo`);
    expect(nits.filter((r) => !isValidNit(r.nit))).toEqual([]);
    const cuis = await rows<{ cui: string }>(database, sql`select cui from "natural" union all select cui from piloto`);
    expect(cuis.filter((r) => !isValidCui(r.cui))).toEqual([]);
    const plates = await rows<{ numero_placa: string }>(database, sql`select numero_placa from vehiculo`);
    expect(plates.filter((r) => !PLATE.test(r.numero_placa))).toEqual([]);
    expect(new Set(plates.map((r) => r.numero_placa)).size).toBe(300);
    const cards = await rows<{ numero: string }>(database, sql`select numero from tarjeta_operacion`);
    expect(cards.filter((r) => !CARD_NUMBER.test(r.numero))).toEqual([]);
    const licences = await rows<{ numero: string }>(database, sql`select numero from licencia`);
    expect(licences.filter((r) => !LICENCE_NUMBER.test(r.numero))).toEqual([]);
    const codes = await rows<{ codigo: string }>(database, sql`select codigo from validar_registro_piloto`);
    expect(codes.filter((r) => !isCodigo(r.codigo))).toEqual([]);
  });

  it("gives carriers who can sign in and read their vehicles, documents and QR checks through the API", async () => {
    const fixtures = await loadFixtures(database, 3);
    expect(fixtures.typical).toHaveLength(3);
    const login = await app.inject({ method: "POST", url: "/api/authenticate", payload: { nit: fixtures.big.nit, password: BENCH_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${login.json().access_token}` };
    const big = await app.inject({ url: `/api/vehiculo/${fixtures.big.tarjetaId}/tarjeta_operacion`, headers: auth });
    expect(big.statusCode).toBe(200);
    expect(JSON.stringify(big.json())).toContain(`"numero_placa"`);
    const docs = await app.inject({ url: `/api/natural_documento/${fixtures.big.naturalId}/natural`, headers: auth });
    expect(docs.json().documento).toHaveLength(3);
    const { codigo, llave } = fixtures.qr[0];
    const check = await app.inject({ url: `/api/verificar/${codigo}?llave=${encodeURIComponent(llave)}` });
    expect(check.statusCode).toBe(200);
    expect(check.json().verificacion.estado).toBe("VIGENTE");
  });

  it("reuses data of the same sizes and never wipes accounts that are not the bench's", async () => {
    expect(await seedBenchData(database, SIZES)).toBe(false);
    await database.db.execute(sql`insert into usuario (nit, email, password_hash) values ('576937K', 'alguien@example.com', 'x')`);
    await expect(seedBenchData(database, SIZES, { reseed: true })).rejects.toThrow(/not the benchmark's/);
    expect(await rows(database, sql`select id from vehiculo`)).toHaveLength(300);
  });
});
