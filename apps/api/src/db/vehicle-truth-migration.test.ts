import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Migration 0003 on an installation that already holds the same plate on several active vehicles
 * (docs/decisions/070): it must neither fail nor delete anything. Runs the SQL files themselves.
 */
const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
const statements = (file: string) => readFileSync(path.join(folder, file), "utf8").split("--> statement-breakpoint");

describe("migration 0003_vehicle_truth on existing duplicates", () => {
  let pg: PGlite;
  const one = async <T>(query: string) => (await pg.query<T>(query)).rows;

  beforeAll(async () => {
    pg = await PGlite.create();
    for (const file of ["0000_init.sql", "0001_sessions.sql", "0002_instance_secret.sql"]) {
      for (const sql of statements(file)) await pg.exec(sql);
    }
    await pg.exec(`
      insert into color (id, nombre) values (1, 'Azul');
      insert into tipo_vehiculo (id, nombre) values (1, 'Bus');
      insert into tipo_placa (id, nombre) values (1, 'P'), (2, 'C');
      insert into tipo_uso (id, nombre) values (1, 'Pasajeros');
      insert into tipo_combustible (id, nombre) values (1, 'Diésel');
      insert into marca_vehiculo (id, nombre) values (1, 'Toyota');
      insert into tipo_licencia (id, nombre) values (1, 'Extraurbano');
      insert into usuario (id, nit, email, password_hash) values (1, '1K', 'a@example.gt', 'x'), (2, '2K', 'b@example.gt', 'x');
      insert into persona (id, usuario_id, nit) values (1, 1, '1K'), (2, 2, '2K');
      insert into licencia (id, persona_id, numero, inicia, fin, tipo_licencia_id) values (1, 1, 'L1', '2024-01-01', '2030-01-01', 1), (2, 2, 'L2', '2024-01-01', '2030-01-01', 1);
      insert into tarjeta_operacion (id, persona_id, licencia_id, numero) values (1, 1, 1, 'T-00001'), (2, 2, 2, 'T-00002'), (3, 2, 2, 'T-00003');
    `);
    const vehicle = (id: number, persona: number, placa: string, tipo: number, activo: boolean, updated: string, tarjeta = persona) =>
      `(${id}, ${persona}, ${tarjeta}, ${persona}, '${persona}K', 40, '${placa}', 'M', '2020', 'CH', 1, 1, ${tipo}, 1, 1, 1, ${activo}, '${updated}')`;
    await pg.exec(`
      insert into vehiculo (id, persona_id, tarjeta_operacion_id, licencia_id, nit, asiento, numero_placa, motor, modelo, numero_chasis,
        color_id, tipo_vehiculo_id, tipo_placa_id, tipo_uso_id, tipo_combustible_id, marca_vehiculo_id, activo, updated_at) values
        ${vehicle(1, 1, "123ABC", 1, true, "2025-01-01")},
        ${vehicle(2, 2, "123ABC", 1, true, "2025-03-01")},
        ${vehicle(3, 2, "123ABC", 2, true, "2025-01-01", 3)},
        ${vehicle(4, 1, "555XYZ", 1, true, "2025-01-01")},
        ${vehicle(5, 1, "777QQQ", 1, false, "2025-01-01")};
      insert into validar_registro_piloto (persona_id, vehiculo_id, codigo, llave, vigencia, numero_placa, marca, modelo, licencia_numero, transportista) values
        (1, 1, 'AAAAAAA1', 'k', '2030-01-01', '123ABC', 'Toyota', '2020', 'L1', 'A'),
        (2, 2, 'AAAAAAA2', 'k', '2030-01-01', '123ABC', 'Toyota', '2020', 'L2', 'B'),
        (1, 5, 'AAAAAAA5', 'k', '2030-01-01', '777QQQ', 'Toyota', '2020', 'L1', 'A');
    `);
    for (const sql of statements("0003_vehicle_truth.sql")) await pg.exec(sql);
  });
  afterAll(() => pg.close());

  it("keeps the most recently updated vehicle of a plate active and deactivates the others, deleting nothing", async () => {
    expect(await one("select id, activo from vehiculo order by id")).toEqual([
      { id: 1, activo: false },
      { id: 2, activo: true },
      { id: 3, activo: true }, // another plate type: another plate
      { id: 4, activo: true },
      { id: 5, activo: false },
    ]);
  });

  it("records each deactivation for an operator to review", async () => {
    expect(await one("select vehiculo_id, persona_id, numero_placa, conservado_vehiculo_id from vehiculo_desactivado_migracion")).toEqual([
      { vehiculo_id: 1, persona_id: 1, numero_placa: "123ABC", conservado_vehiculo_id: 2 },
    ]);
  });

  it("revokes the codes of every inactive vehicle and keeps the others", async () => {
    expect(await one("select codigo, revocado_at is not null as revocado from validar_registro_piloto order by codigo")).toEqual([
      { codigo: "AAAAAAA1", revocado: true },
      { codigo: "AAAAAAA2", revocado: false },
      { codigo: "AAAAAAA5", revocado: true },
    ]);
  });

  it("then refuses a second active vehicle with the plate, in any letter case", async () => {
    await expect(pg.exec("update vehiculo set activo = true where id = 1")).rejects.toThrow(/vehiculo_placa_activa_uq/);
    await expect(pg.exec("update vehiculo set numero_placa = '123abc' where id = 4")).rejects.toThrow(/vehiculo_placa_activa_uq/);
  });
});
