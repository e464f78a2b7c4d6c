import { type SQL, sql } from "drizzle-orm";
import type { Database, Db, Tx } from "../../src/db/client";
import { hashPassword } from "../../src/lib/passwords";
import { storeArchivo } from "../../src/lib/pdf";
import type { BenchOptions } from "../options";
import { smallPdf } from "./sample-pdfs";

/** The password of every seeded carrier (one argon2 hash shared by all: hashing 20,000 would take minutes). */
export const BENCH_PASSWORD = "Transporte-de-prueba-2024";
/** Seeded accounts use this mail domain (reserved, never delivered); the seed refuses to wipe other accounts. */
export const BENCH_MAIL_DOMAIN = "bench.invalid";

export type SeedSizes = Pick<BenchOptions, "carriers" | "vehicles" | "pilots" | "bigCard" | "qrEvery"> &
  Partial<Pick<BenchOptions, "bigPilots" | "auditRows">>;

type Step = { label: string; run: () => Promise<unknown> };

/** A size inlined as a literal: bound parameters leave generate_series and arithmetic without a type. */
const int = (n: number) => sql.raw(String(Math.trunc(n)));

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Carrier i (1..carriers) is usuario i, persona i and licence/card i. Carrier 1 owns the big card; every
 * tenth carrier is a legal entity, the others individuals. NITs are 7-8 digit bodies with their modulo-11
 * check digit, CUIs 13 digits, plates "123ABC" unique nationwide, card numbers unique.
 */
const NIT_OF = (body: SQL) => sql`(${body})::text || (
  select case c when 10 then 'K' else c::text end
  from (select (11 - sum(((${body}) / power(10, k)::bigint) % 10 * (k + 2)) % 11) % 11 as c from generate_series(0, 8) k) d
)`;
/** 3 digits then 3 letters, from the vehicle id: 1000 × 26³ distinct plates. */
const PLATE_OF = (v: SQL) => sql`lpad(((${v}) % 1000)::text, 3, '0')
  || chr(65 + ((${v}) / 1000 / 676) % 26) || chr(65 + ((${v}) / 1000 / 26) % 26) || chr(65 + ((${v}) / 1000) % 26)`;
/** 8 characters of the QR alphabet (Crockford base32), from the vehicle id. */
const CODIGO_OF = (v: SQL) =>
  sql`(select string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', ((((${v}) + 1000000) / power(32, k)::bigint) % 32)::int + 1, 1), '' order by k desc) from generate_series(0, 7) k)`;

/** The carrier owning pilot i: the first carrier has the big list, the others share the rest in turn. */
const PILOT_OWNER_OF = (i: SQL, s: SeedSizes) =>
  !s.bigPilots
    ? sql`(1 + ((${i}) - 1) % ${int(s.carriers)})`
    : sql`(case when (${i}) <= ${int(s.bigPilots ?? 0)} then 1 else 2 + ((${i}) - ${int(s.bigPilots ?? 0)} - 1) % ${int(s.carriers - 1)} end)`;

/** The carrier owning vehicle v: the first carrier owns the big card, the others share the rest in turn. */
const OWNER_OF = (v: SQL, s: SeedSizes) =>
  sql`(case when (${v}) <= ${int(s.bigCard)} then 1 else 2 + ((${v}) - ${int(s.bigCard)} - 1) % ${int(s.carriers - 1)} end)`;

function steps(db: Db | Tx, s: SeedSizes, passwordHash: string, files: { documento: number; poliza: number }): Step[] {
  const run = (query: SQL) => () => db.execute(query);
  const chunked = (total: number, size: number, query: (from: number, to: number) => SQL) => async () => {
    for (let from = 1; from <= total; from += size) await db.execute(query(from, Math.min(total, from + size - 1)));
  };
  const count = (table: string) => sql.raw(`(select count(*) from "${table}")`);
  return [
    {
      label: `${s.carriers} usuarios and personas`,
      run: async () => {
        await db.execute(sql`
          insert into usuario (id, nit, email, password_hash)
          select i, ${NIT_OF(sql`1000000 + i`)}, 'transportista' || i || '@' || ${BENCH_MAIL_DOMAIN}, ${passwordHash}
          from generate_series(1, ${int(s.carriers)}) i`);
        await db.execute(sql`
          insert into persona (id, usuario_id, nit, juridico_completo)
          select id, id, nit, false from usuario where id <= ${int(s.carriers)}`);
        // Each account is its carrier's titular (issue 21); the seed writes in replica mode, which skips the
        // trigger that does it on a sign-up.
        await db.execute(sql`
          insert into miembro (persona_id, usuario_id, rol) select id, usuario_id, 'titular' from persona where id <= ${int(s.carriers)}`);
      },
    },
    {
      label: "natural and juridico profiles",
      run: async () => {
        await db.execute(sql`
          insert into "natural" (id, persona_id, cui, nombre, apellido, fecha_nacimiento, estado_civil_id, profesion_oficio_id)
          select i, i, (100000000 + i)::text || '0101', 'Nombre' || i, 'Apellido' || i, date '1970-01-01' + (i % 9000),
                 1 + i % ${count("estado_civil")}, 1 + i % ${count("profesion_oficio")}
          from generate_series(1, ${int(s.carriers)}) i where i % 10 <> 0`);
        await db.execute(sql`
          insert into juridico (id, persona_id, empresa, numero_registro, folio, libro, fecha_definitiva, fecha_profesional, objeto_sociedad)
          select i, i, 'Transportes ' || i || ', S.A.', 'R' || i, 'F' || i, 'L' || i, date '2010-01-01', date '2010-02-01', 'Transporte de carga'
          from generate_series(1, ${int(s.carriers)}) i where i % 10 = 0`);
      },
    },
    {
      label: "one licence and one operation card per carrier",
      run: async () => {
        await db.execute(sql`
          insert into licencia (id, persona_id, numero, inicia, fin, tipo_licencia_id)
          select i, i, 'LIC-' || lpad(i::text, 7, '0'), date '2024-01-01', date '2034-12-31', 1 + i % ${count("tipo_licencia")}
          from generate_series(1, ${int(s.carriers)}) i`);
        await db.execute(sql`
          insert into tarjeta_operacion (id, persona_id, licencia_id, numero)
          select i, i, i, substr('T0A', 1 + (i / 100000) % 3, 1) || '-' || lpad((i % 100000)::text, 5, '0')
          from generate_series(1, ${int(s.carriers)}) i`);
      },
    },
    {
      label: `${s.vehicles} vehículos (${s.bigCard} on one card)`,
      run: chunked(s.vehicles, 50_000, (from, to) => sql`
        insert into vehiculo (id, persona_id, tarjeta_operacion_id, licencia_id, nit, asiento, numero_placa, motor, modelo, linea,
          cilindro, cc, numero_serie, numero_chasis, color_id, tipo_vehiculo_id, tipo_placa_id, tipo_uso_id, tipo_combustible_id, marca_vehiculo_id)
        select v, o.owner, o.owner, o.owner, p.nit, 1 + v % 60, ${PLATE_OF(sql`v`)}, 'MOT' || v, (1995 + v % 30)::text, 'Línea ' || (v % 50),
          4 + v % 5, 1500 + v % 3000, 'SER' || v, 'CHS' || v,
          1 + v % ${count("color")}, 1 + v % ${count("tipo_vehiculo")}, 1 + v % ${count("tipo_placa")}, 1 + v % ${count("tipo_uso")},
          1 + v % ${count("tipo_combustible")}, 1 + v % ${count("marca_vehiculo")}
        from generate_series(${int(from)}, ${int(to)}) v
        cross join lateral (select ${OWNER_OF(sql`v`, s)} as owner) o
        join persona p on p.id = o.owner`),
    },
    {
      label: "one insurance policy per vehicle",
      run: chunked(s.vehicles, 50_000, (from, to) => sql`
        insert into poliza (id, persona_id, vehiculo_id, nombre_aseguradora, numero, tipo_seguro, prima_total, valor, monto_asegurado,
          fecha_inicio, fecha_fin, archivo_id)
        select id, persona_id, id, 'Aseguradora ' || (id % 12), 'POL-' || id, 'Responsabilidad civil', 1200.50, 150000, 300000,
          date '2025-01-01', date '2035-12-31', ${files.poliza}
        from vehiculo where id between ${int(from)} and ${int(to)}`),
    },
    {
      label: `QR codes (one every ${s.qrEvery} vehicles)`,
      run: run(sql`
        insert into validar_registro_piloto (persona_id, vehiculo_id, codigo, llave, vigencia, numero_placa, marca, modelo, licencia_numero, transportista)
        select v.persona_id, v.id, ${CODIGO_OF(sql`v.id`)}, substr(md5('llave' || v.id), 1, 24), date '2034-12-31',
          v.numero_placa, m.nombre, v.modelo, l.numero, 'Transportista ' || v.persona_id
        from vehiculo v join marca_vehiculo m on m.id = v.marca_vehiculo_id join licencia l on l.id = v.licencia_id
        where v.id % ${int(s.qrEvery)} = 1`),
    },
    {
      label: `${s.pilots} pilotos`,
      run: run(sql`
        insert into piloto (id, persona_id, nit, cui, nombre, apellido, fecha_nacimiento, correo_electronico, telefono, estado_civil_id,
          tipo_licencia, licencia_vencimiento)
        select i, ${PILOT_OWNER_OF(sql`i`, s)}, ${NIT_OF(sql`20000000 + i`)}, (200000000 + i)::text || '0101', 'Piloto' || i, 'Apellido' || i,
          date '1975-01-01' + (i % 8000), 'piloto' || i || '@' || ${BENCH_MAIL_DOMAIN}, (30000000 + i)::text, 1 + i % ${count("estado_civil")},
          substr('ABC', 1 + i % 3, 1), date '2030-06-30'
        from generate_series(1, ${int(s.pilots)}) i`),
    },
    {
      label: "documents (one of each required type per person and pilot)",
      run: async () => {
        await db.execute(sql`
          insert into documento (persona_id, familia, entidad_id, tipo_documento_id, archivo_id)
          select n.persona_id, 'natural', n.id, t.id, ${files.documento} from "natural" n cross join tipo_documento_natural t`);
        await db.execute(sql`
          insert into documento (persona_id, familia, entidad_id, tipo_documento_id, archivo_id)
          select j.persona_id, 'juridico', j.id, t.id, ${files.documento} from juridico j cross join tipo_documento_juridico t`);
        await chunked(s.pilots, 25_000, (from, to) => sql`
          insert into documento (persona_id, familia, entidad_id, tipo_documento_id, archivo_id)
          select p.persona_id, 'piloto', p.id, t.id, ${files.documento}
          from piloto p cross join tipo_documento_piloto t where p.id between ${int(from)} and ${int(to)}`)();
      },
    },
    {
      // Changes of three years, oldest first (ids grow with the date, as the trigger writes them); one row in
      // fifty is the first carrier's, the others spread over every carrier. The seed's own inserts skip the
      // trigger (replica role), so this is the whole trail.
      label: `${s.auditRows ?? 0} audit rows over three years`,
      run: chunked(s.auditRows ?? 0, 250_000, (from, to) => sql`
        insert into auditoria (fecha, usuario_id, persona_id, actor_tipo, actor_id, entidad, entidad_id, accion, campos, ip, geo)
        select now() - interval '1095 days' * (1 - i::float8 / ${int(s.auditRows ?? 1)}), o.owner, o.owner, 'usuario', o.owner,
          'vehiculo', i % ${int(s.vehicles)} + 1, 'modificar',
          jsonb_build_object('color_id', jsonb_build_object('antes', i % 12, 'despues', i % 12 + 1),
                             'linea', jsonb_build_object('antes', 'Línea ' || (i % 50), 'despues', 'Línea ' || (i % 50 + 1))),
          '190.56.' || (i % 250) || '.' || (i % 200), 'Guatemala'
        from generate_series(${int(from)}, ${int(to)}) i
        cross join lateral (select case when i % 50 = 0 then 1 else 1 + i % ${int(s.carriers)} end as owner) o`),
    },
    {
      label: "sequences and planner statistics",
      run: async () => {
        for (const table of ["usuario", "persona", "natural", "juridico", "licencia", "tarjeta_operacion", "vehiculo", "poliza", "piloto"]) {
          await db.execute(
            sql.raw(`select setval(pg_get_serial_sequence('"${table}"', 'id'), greatest((select max(id) from "${table}"), 1))`),
          );
        }
        await db.execute(sql`analyze`);
      },
    },
  ];
}

/** How many seeded carriers, vehicles and pilots the database holds, and how many accounts are not the bench's. */
async function census(database: Database) {
  const [row] = rowsOf<Record<string, number | string>>(
    await database.db.execute(sql`select
      (select count(*) from usuario where email like ${"%@" + BENCH_MAIL_DOMAIN}) as carriers,
      (select count(*) from usuario where email not like ${"%@" + BENCH_MAIL_DOMAIN}) as others,
      (select count(*) from vehiculo) as vehicles,
      (select count(*) from piloto) as pilots,
      (select count(*) from vehiculo where tarjeta_operacion_id = 1) as big_card,
      (select count(*) from piloto where persona_id = 1) as big_pilots,
      (select count(*) from auditoria) as audit_rows`),
  );
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as Record<
    "carriers" | "others" | "vehicles" | "pilots" | "big_card" | "big_pilots" | "audit_rows",
    number
  >;
}

/**
 * Fills the database with national-size data through a handful of set-based INSERT … SELECT statements.
 * Data of the same sizes already there is reused (answers false); other bench data is replaced; accounts
 * that are not the bench's are never touched: the seed stops instead.
 */
export async function seedBenchData(database: Database, s: SeedSizes, opts: { reseed?: boolean; log?: (line: string) => void } = {}) {
  const log = opts.log ?? (() => {});
  const before = await census(database);
  const same = before.carriers === s.carriers && before.vehicles === s.vehicles && before.pilots === s.pilots && before.big_card === s.bigCard &&
    (s.bigPilots === undefined || before.big_pilots === s.bigPilots) && // Sign-ins of earlier runs add rows to the trail: more than the seed's is still the same data.
    (s.auditRows === undefined || before.audit_rows >= s.auditRows);
  if (same && !opts.reseed) return false;
  if (before.others > 0) {
    throw new Error(`The database holds ${before.others} accounts that are not the benchmark's: use an empty database.`);
  }
  const started = performance.now();
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const pdfs = [await smallPdf("Documento de prueba del portal"), await smallPdf("Poliza de seguro de prueba")];
  await database.db.transaction(async (tx) => {
    // The generated rows are consistent by construction: where allowed (a superuser, as PGlite's is), the
    // per-row foreign-key triggers are skipped for this transaction. Unique indexes still apply.
    await tx
      .transaction((sp) => sp.execute(sql`set local session_replication_role = replica`))
      .catch(() => log("  (foreign keys checked row by row: the database user may not skip them)"));
    // Everything of the carriers hangs off usuario (cascade); files and QR codes are cleared with it.
    await tx.execute(sql`truncate usuario, archivo, validar_registro_piloto, auditoria restart identity cascade`);
    const files = { documento: await storeArchivo(tx, pdfs[0]), poliza: await storeArchivo(tx, pdfs[1]) };
    for (const step of steps(tx, s, passwordHash, files)) {
      const t = performance.now();
      await step.run();
      log(`  ${step.label}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
  });
  log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
