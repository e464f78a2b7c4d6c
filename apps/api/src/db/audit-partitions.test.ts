import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../test/app";
import { createCarrier } from "../../test/carrier";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** `auditoria_AAAA_MM` of the month `months` from now (UTC). */
function partitionOf(months: number) {
  const d = new Date();
  const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  return `auditoria_${m.getUTCFullYear()}_${String(m.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** The audit trail partitioned by month (decision 218), as the app runs it. */
describe("audit trail by month", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it("keeps partitions for the coming months, and the history reads across them newest first", async () => {
    const [parent] = rowsOf<{ relkind: string }>(await ctx.app.db.execute(sql`select relkind from pg_class where relname = 'auditoria'`));
    expect(parent.relkind).toBe("p");
    // The server made them at start; asking again makes none.
    const [again] = rowsOf<{ n: number }>(await ctx.app.db.execute(sql`select auditoria_particiones(3) as n`));
    expect(Number(again.n)).toBe(0);
    const parts = rowsOf<{ relname: string }>(
      await ctx.app.db.execute(sql`select c.relname from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'auditoria'::regclass`),
    ).map((r) => r.relname);
    for (const month of [1, 2, 3]) expect(parts).toContain(partitionOf(month));
    expect(parts).toContain("auditoria_sin_mes");

    const c = await createCarrier(ctx);
    const [next] = rowsOf<{ id: number; tabla: string }>(
      await ctx.app.db.execute(sql`insert into auditoria (fecha, usuario_id, entidad, entidad_id, accion)
        values (now() + interval '1 month', ${c.userId}, 'vehiculo', 1, 'modificar') returning id, tableoid::regclass::text as tabla`),
    );
    expect(next.tabla).toBe(partitionOf(1));
    const res = await ctx.app.inject({ method: "GET", url: "/api/auditoria?limit=3", headers: c.headers });
    expect(res.statusCode).toBe(200);
    const items = res.json<{ auditoria: Array<{ id: number; entidad: string }> }>().auditoria;
    expect(items[0]).toMatchObject({ id: Number(next.id), entidad: "vehiculo" });
    // The carrier's own rows (its account, its persona) from this month's partition come after it.
    expect(items.length).toBeGreaterThan(1);
    expect(items.map((i) => i.id)).toEqual([...items.map((i) => i.id)].sort((a, b) => b - a));
  });

  it("puts a row of a month without its partition in the default one instead of failing the change", async () => {
    // In a transaction rolled back: the shared test database keeps no row five years ahead.
    let tabla = "";
    await ctx.app.db
      .transaction(async (tx) => {
        const [row] = rowsOf<{ tabla: string }>(
          await tx.execute(sql`insert into auditoria (fecha, entidad, accion) values (now() + interval '5 years', 'usuario', 'modificar')
            returning tableoid::regclass::text as tabla`),
        );
        tabla = row.tabla;
        tx.rollback();
      })
      .catch((err: unknown) => {
        if (!/rollback/i.test((err as Error).message)) throw err;
      });
    expect(tabla).toBe("auditoria_sin_mes");
  });
});

/** Migration 0018 on an installation that already has a trail: nothing lost, nothing copied. */
describe("migration 0018_audit_partitions on an existing trail", () => {
  const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
  let pg: PGlite;
  const rows = async <T>(query: string) => (await pg.query<T>(query)).rows;

  beforeAll(async () => {
    pg = await PGlite.create();
    const files = readdirSync(folder).filter((f) => f.endsWith(".sql")).sort();
    const run = async (file: string) => {
      for (const statement of readFileSync(path.join(folder, file), "utf8").split("--> statement-breakpoint")) await pg.exec(statement);
    };
    for (const file of files.filter((f) => f < "0018")) await run(file);
    await pg.exec(`
      insert into auditoria (fecha, usuario_id, entidad, entidad_id, accion, campos) values
        ('2024-03-01T10:00:00Z', 7, 'vehiculo', 1, 'crear', '{"color_id": {"antes": null, "despues": 1}}'),
        ('2025-06-15T10:00:00Z', 7, 'vehiculo', 1, 'modificar', '{"color_id": {"antes": 1, "despues": 2}}'),
        (now(), 8, 'usuario', 8, 'iniciar_sesion', '{}');`);
    await run("0018_audit_partitions.sql");
  });
  afterAll(() => pg.close());

  it("keeps every row and id in the former table, now the first partition, and goes on with the same ids", async () => {
    expect(await rows<{ id: number; usuario_id: number; accion: string }>("select id::int, usuario_id, accion from auditoria order by id")).toEqual([
      { id: 1, usuario_id: 7, accion: "crear" },
      { id: 2, usuario_id: 7, accion: "modificar" },
      { id: 3, usuario_id: 8, accion: "iniciar_sesion" },
    ]);
    const [former] = await rows<{ tabla: string }>("select distinct tableoid::regclass::text as tabla from auditoria");
    expect(former.tabla).toMatch(/^auditoria_hasta_\d{4}_\d{2}$/);
    const [next] = await rows<{ id: number; tabla: string }>(
      "insert into auditoria (fecha, usuario_id, entidad, accion) values (now() + interval '1 month', 7, 'usuario', 'iniciar_sesion') returning id::int, tableoid::regclass::text as tabla",
    );
    expect(next).toEqual({ id: 4, tabla: partitionOf(1) });
    // The parent's indexes took the former table's own (no index was built again).
    const attached = await rows<{ indice: string }>(
      `select c.relname as indice from pg_inherits i join pg_class c on c.oid = i.inhrelid
       where i.inhparent in ('auditoria_usuario_idx'::regclass, 'auditoria_entidad_idx'::regclass) and c.relname like 'auditoria_anterior%' order by 1`,
    );
    expect(attached.map((a) => a.indice)).toEqual(["auditoria_anterior_entidad_idx", "auditoria_anterior_usuario_idx"]);
  });
});
