import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Migration 0022 on feeds made before it (decision 235): a feed keeps its token for the account's first
 * carrier (titular first); a feed of an account without a carrier goes. Runs the SQL files themselves.
 */
const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
const statements = (tag: string) => readFileSync(path.join(folder, `${tag}.sql`), "utf8").split("--> statement-breakpoint");
const TAG = "0022_calendar_per_carrier";

describe("migration 0022_calendar_per_carrier on feeds made before it", () => {
  let pg: PGlite;
  const rows = async <T>(query: string) => (await pg.query<T>(query)).rows;

  beforeAll(async () => {
    pg = await PGlite.create();
    const tags = journal.entries.map((e) => e.tag);
    for (const tag of tags.slice(0, tags.indexOf(TAG))) for (const sql of statements(tag)) await pg.exec(sql);
    // Account 1 registered carrier 1 (its titular) and is an editor of carrier 2; account 2 registered
    // carrier 2 only; account 3 has no carrier.
    await pg.exec(`
      insert into usuario (id, nit, email, password_hash) values (1, '1K', 'a@example.gt', 'x'), (2, '2K', 'b@example.gt', 'x'), (3, '3K', 'c@example.gt', 'x');
      insert into persona (id, usuario_id, nit) values (2, 2, '2K');
      insert into persona (id, usuario_id, nit) values (1, 1, '1K');
      insert into miembro (persona_id, usuario_id, rol) values (2, 1, 'editor');
      insert into calendario (usuario_id, token_hash) values (1, 'h1'), (2, 'h2'), (3, 'h3');
    `);
    for (const sql of statements(TAG)) await pg.exec(sql);
  });
  afterAll(() => pg.close());

  it("keeps each token for the account's titular carrier and drops the feed of an account without one", async () => {
    expect(await rows("select usuario_id, persona_id, token_hash from calendario order by usuario_id")).toEqual([
      { usuario_id: 1, persona_id: 1, token_hash: "h1" },
      { usuario_id: 2, persona_id: 2, token_hash: "h2" },
    ]);
  });

  it("lets an account keep one feed per carrier, and one only", async () => {
    await pg.exec("insert into calendario (usuario_id, persona_id, token_hash) values (1, 2, 'h4')");
    await expect(pg.exec("insert into calendario (usuario_id, persona_id, token_hash) values (1, 2, 'h5')")).rejects.toThrow();
    await pg.exec("delete from persona where id = 2");
    expect(await rows("select usuario_id, persona_id from calendario order by usuario_id")).toEqual([{ usuario_id: 1, persona_id: 1 }]);
  });
});
