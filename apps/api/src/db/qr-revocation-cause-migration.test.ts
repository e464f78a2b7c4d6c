import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Migration 0014 on codes revoked before it (decision 201): each gets the public cause its rows imply,
 * and filling the new column writes nothing to the audit trail. Runs the SQL files themselves.
 */
const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
const statements = (tag: string) => readFileSync(path.join(folder, `${tag}.sql`), "utf8").split("--> statement-breakpoint");
const TAG = "0014_qr_revocation_cause";

describe("migration 0014_qr_revocation_cause on codes revoked before it", () => {
  let pg: PGlite;
  const rows = async <T>(query: string) => (await pg.query<T>(query)).rows;
  let auditBefore = 0;

  beforeAll(async () => {
    pg = await PGlite.create();
    const tags = journal.entries.map((e) => e.tag);
    for (const tag of tags.slice(0, tags.indexOf(TAG))) for (const sql of statements(tag)) await pg.exec(sql);
    await pg.exec(`
      insert into color (id, nombre) values (1, 'Azul');
      insert into tipo_vehiculo (id, nombre) values (1, 'Bus');
      insert into tipo_placa (id, nombre) values (1, 'P');
      insert into tipo_uso (id, nombre) values (1, 'Pasajeros');
      insert into tipo_combustible (id, nombre) values (1, 'Diésel');
      insert into marca_vehiculo (id, nombre) values (1, 'Toyota');
      insert into tipo_licencia (id, nombre) values (1, 'Extraurbano');
      insert into usuario (id, nit, email, password_hash) values (1, '1K', 'a@example.gt', 'x');
      insert into persona (id, usuario_id, nit) values (1, 1, '1K');
      insert into licencia (id, persona_id, numero, inicia, fin, tipo_licencia_id) values (1, 1, 'L1', '2024-01-01', '2030-01-01', 1);
      insert into tarjeta_operacion (id, persona_id, licencia_id, numero) values (1, 1, 1, 'T-00001');
    `);
    const vehicle = (id: number, placa: string, activo: boolean) =>
      `(${id}, 1, 1, 1, '1K', 40, '${placa}', 'M', '2020', 'CH', 1, 1, 1, 1, 1, 1, ${activo})`;
    const code = (n: number, vehiculo: number | null, placa: string, revocado: boolean, por: number | null = null) =>
      `(1, ${vehiculo}, 'AAAAAAA${n}', 'k', '2030-01-01', '${placa}', 'Toyota', '2020', 'L1', 'A', ${revocado ? "now()" : "null"}, ${por})`;
    await pg.exec(`
      insert into vehiculo (id, persona_id, tarjeta_operacion_id, licencia_id, nit, asiento, numero_placa, motor, modelo, numero_chasis,
        color_id, tipo_vehiculo_id, tipo_placa_id, tipo_uso_id, tipo_combustible_id, marca_vehiculo_id, activo) values
        ${vehicle(1, "111AAA", true)}, ${vehicle(2, "222BBB", false)}, ${vehicle(3, "999ZZZ", true)}, ${vehicle(4, "444DDD", false)};
      insert into conflicto_placa (persona_id, tipo_placa_id, numero_placa, estado, existente_vehiculo_id) values (1, 1, '222BBB', 'desactivado_existente', 2);
      insert into validar_registro_piloto (persona_id, vehiculo_id, codigo, llave, vigencia, numero_placa, marca, modelo, licencia_numero, transportista, revocado_at, revocado_por) values
        ${code(1, 1, "111AAA", true, 7)},
        ${code(2, null, "555EEE", true)},
        ${code(3, 2, "222BBB", true)},
        ${code(4, 3, "333CCC", true)},
        ${code(5, 4, "444DDD", true)},
        ${code(6, 1, "111AAA", true)},
        ${code(7, 1, "111AAA", false)};
    `);
    [{ n: auditBefore }] = await rows<{ n: number }>("select count(*)::int as n from auditoria");
    for (const sql of statements(TAG)) await pg.exec(sql);
  });
  afterAll(() => pg.close());

  it("gives every revoked code the cause its rows imply, and none to a live code", async () => {
    expect(await rows("select codigo, revocado_causa from validar_registro_piloto order by codigo")).toEqual([
      { codigo: "AAAAAAA1", revocado_causa: "OTRA_AUTORIDAD" }, // a staff member's, category never chosen
      { codigo: "AAAAAAA2", revocado_causa: "VEHICULO_ELIMINADO" },
      { codigo: "AAAAAAA3", revocado_causa: "CONFLICTO_PLACA" },
      { codigo: "AAAAAAA4", revocado_causa: "CAMBIO_PLACA" },
      { codigo: "AAAAAAA5", revocado_causa: "VEHICULO_DESACTIVADO" },
      { codigo: "AAAAAAA6", revocado_causa: "ELIMINADO" },
      { codigo: "AAAAAAA7", revocado_causa: null },
    ]);
  });

  it("writes nothing to the audit trail, and audits the table's changes again afterwards", async () => {
    expect((await rows<{ n: number }>("select count(*)::int as n from auditoria"))[0].n).toBe(auditBefore);
    await pg.exec("update validar_registro_piloto set revocado_at = now(), revocado_causa = 'ELIMINADO' where codigo = 'AAAAAAA7'");
    expect((await rows<{ n: number }>("select count(*)::int as n from auditoria"))[0].n).toBe(auditBefore + 1);
  });
});
