import type { RevisionResumen } from "@portal/domain/revision";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { persona } from "../../db/schema/index";
import { type Acting, actingScope } from "../../lib/ownership";
import { fromSource, REVIEW_SOURCES } from "../../lib/review-sources";

type Row = RevisionResumen["por_corregir"][number] & { estado: "pendiente" | "rechazado"; n: number };

/** How many of the acting carrier's records await review, and which were rejected (with why and where to fix them). */
export async function getResumen(db: Db, acting: Acting | null): Promise<RevisionResumen> {
  if (!acting) return { en_revision: 0, por_corregir: [], total_por_corregir: 0 };
  const branches = REVIEW_SOURCES.map(
    (s) => sql`select ${s.tipo}::text as tipo, r.${sql.identifier(s.key)} as id, r.estado_revision as estado, r.motivo_revision as motivo,
      r.revision_desde, ${s.descripcion} as descripcion, ${s.ruta} as ruta
      from ${fromSource(s)} join ${persona} on ${persona.id} = r.persona_id
      where ${actingScope(persona.id, acting, "leer")} and r.estado_revision <> 'aprobado'${s.vigente ? sql` and ${s.vigente}` : sql``}`,
  );
  const { rows } = await db.execute<Row>(sql`
    with mios as (${sql.join(branches, sql` union all `)})
    select tipo, id, estado, motivo, descripcion, ruta, count(*) over (partition by estado)::int as n
    from mios order by estado desc, revision_desde, tipo, id`);
  const rechazados = rows.filter((r) => r.estado === "rechazado");
  return {
    en_revision: rows.find((r) => r.estado === "pendiente")?.n ?? 0,
    por_corregir: rechazados.slice(0, 20).map(({ tipo, id, descripcion, motivo, ruta }) => ({ tipo, id, descripcion, motivo, ruta })),
    total_por_corregir: rechazados.length,
  };
}
