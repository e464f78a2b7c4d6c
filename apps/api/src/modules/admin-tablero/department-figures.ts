import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { persona } from "../../db/schema/index";
import { carrierDepartmentId } from "../../lib/carrier-department";

/** Carriers by the department of their main address, most first; carriers without an address as "Sin dirección". */
export async function departmentFigures(db: Db) {
  const { rows } = await db.execute<{ id: number | null; nombre: string | null; n: string | number }>(sql`
    select dep.id, dep.nombre, count(*) as n
    from (select ${carrierDepartmentId(persona.id)} as departamento_id from ${persona}) c
    left join departamento dep on dep.id = c.departamento_id
    group by dep.id, dep.nombre
    order by count(*) desc, dep.nombre`);
  return rows.map((r) => ({ departamento_id: r.id === null ? null : Number(r.id), nombre: r.nombre ?? "Sin dirección", transportistas: Number(r.n) }));
}
