import { sql } from "drizzle-orm";
import type { Database } from "../../src/db/client";

/** A seeded carrier the scenarios sign in as, with the ids its requests use. */
export interface BenchCarrier {
  nit: string;
  personaId: number;
  naturalId: number;
  tarjetaId: number;
  vehiculoId: number;
  /** Vehicles on its card. */
  vehicles: number;
}

export interface BenchFixtures {
  /** The owner of the big card (carrier 1). */
  big: BenchCarrier;
  /** Individuals spread over the whole range, each with a typical card. */
  typical: BenchCarrier[];
  qr: { codigo: string; llave: string }[];
}

/** Looks up, in the seeded database, who the scenarios sign in as and which ids and QR codes they ask for. */
export async function loadFixtures(database: Database, sessions: number): Promise<BenchFixtures> {
  const carriers = (await database.db.execute(sql`
    with c as (select count(*) as n from usuario),
    picked as (
      select distinct u.id from c, generate_series(0, ${sql.raw(String(Math.trunc(sessions * 2)))}) k
      cross join lateral (select 2 + (k * (c.n - 2) / ${sql.raw(String(Math.trunc(sessions * 2)))})::int as id) u
    )
    select p.nit, p.id as "personaId", n.id as "naturalId", t.id as "tarjetaId",
      (select min(v.id) from vehiculo v where v.tarjeta_operacion_id = t.id) as "vehiculoId",
      (select count(*) from vehiculo v where v.tarjeta_operacion_id = t.id)::int as vehicles
    from persona p join "natural" n on n.persona_id = p.id join tarjeta_operacion t on t.persona_id = p.id
    where p.id = 1 or p.id in (select id from picked)
    order by p.id`)) as unknown as { rows: BenchCarrier[] };
  const [big, ...rest] = carriers.rows;
  if (!big || big.personaId !== 1) throw new Error("The bench data is missing: run the seed first.");
  const typical = rest.filter((c) => c.vehiculoId !== null).slice(0, sessions);
  const qr = (await database.db.execute(sql`
    select codigo, llave from validar_registro_piloto
    where id % greatest(1, (select count(*) from validar_registro_piloto) / 200) = 0 limit 200`)) as unknown as {
    rows: { codigo: string; llave: string }[];
  };
  return { big, typical, qr: qr.rows };
}
