import { sql } from "drizzle-orm";
import type { Database } from "../../src/db/client";

/** One search of the mix: what a staff member types, and what kind of text it is. */
export interface SearchQuery {
  kind: string;
  q: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * What staff type into the console's search, taken from the seeded data (bench/seed: carrier i is named
 * "Nombre{i} Apellido{i}", every tenth is "Transportes {i}, S.A.", plates "123ABC", licences "LIC-0000123",
 * cards "T-00123", pilots' CUIs 13 digits): whole and partial codes and names of carriers spread over the
 * data, and terms that match thousands of carriers ("transportes", "apellido", "nombre1", a NIT's first digits).
 */
export async function searchQueries(database: Database): Promise<SearchQuery[]> {
  const carriers = rowsOf<{ nit: string; nombre: string | null; apellido: string | null; empresa: string | null; placa: string | null; licencia: string; tarjeta: string; cui: string | null }>(
    await database.db.execute(sql`
      with c as (select count(*) as n from usuario where email like '%@bench.invalid'),
      picked as (select (2 + k * (c.n - 3) / 7)::int as id from c, generate_series(0, 7) k)
      select u.nit, n.nombre, n.apellido, j.empresa,
        (select v.numero_placa from vehiculo v where v.persona_id = pe.id order by v.id limit 1) as placa,
        (select l.numero from licencia l where l.persona_id = pe.id order by l.id limit 1) as licencia,
        (select t.numero from tarjeta_operacion t where t.persona_id = pe.id order by t.id limit 1) as tarjeta,
        (select pi.cui from piloto pi where pi.persona_id = pe.id order by pi.id limit 1) as cui
      from picked join usuario u on u.id = picked.id join persona pe on pe.usuario_id = u.id
      left join "natural" n on n.persona_id = pe.id left join juridico j on j.persona_id = pe.id
      order by u.id`),
  );
  const company = rowsOf<{ empresa: string }>(await database.db.execute(sql`select empresa from juridico order by id limit 1 offset 57`))[0];
  const queries: SearchQuery[] = [];
  for (const c of carriers) {
    queries.push({ kind: "NIT", q: c.nit }, { kind: "NIT, first digits", q: c.nit.slice(0, 6) });
    if (c.nombre && c.apellido) {
      queries.push(
        { kind: "name and surname", q: `${c.nombre} ${c.apellido}` },
        { kind: "surname", q: c.apellido.toLowerCase() },
        { kind: "partial name", q: c.nombre.slice(0, -1) },
      );
    }
    if (c.placa) queries.push({ kind: "plate", q: c.placa }, { kind: "plate, first characters", q: c.placa.slice(0, 4) });
    queries.push({ kind: "licence", q: c.licencia }, { kind: "operation card", q: c.tarjeta });
    if (c.cui) queries.push({ kind: "pilot CUI", q: c.cui }, { kind: "pilot CUI, first digits", q: c.cui.slice(0, 8) });
  }
  if (company) queries.push({ kind: "company name", q: company.empresa.replace(/,.*/, "") });
  // Terms that match thousands of carriers.
  queries.push(
    { kind: "many: transportes", q: "transportes" },
    { kind: "many: apellido", q: "apellido" },
    { kind: "many: nombre1", q: "nombre1" },
    { kind: "many: NIT 1000", q: "1000" },
    { kind: "accented, no match", q: "Pérez López" },
  );
  return queries;
}
