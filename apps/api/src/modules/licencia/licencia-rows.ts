import { isLicenciaVigente, type Licencia } from "@portal/domain/licencia";
import { todayInGuatemala } from "@portal/domain/formats";
import { and, asc, gt, eq, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { licencia, tipo_licencia } from "../../db/schema/index";
import { catalogueRefs } from "../../lib/catalogue-names";
import { ownedBy } from "../../lib/ownership";
import { preparedPerHandle } from "../../lib/prepared";
import { reviewSelection } from "../../lib/review-fields";

type Handle = Db | Tx;

/** The licence columns; the name of its type comes from memory (decision 093). */
function selectRows(db: Handle) {
  return db
    .select({
      id: licencia.id,
      numero: licencia.numero,
      inicia: licencia.inicia,
      fin: licencia.fin,
      tipo_licencia_id: licencia.tipo_licencia_id,
      created_at: licencia.created_at,
      ...reviewSelection(licencia),
    })
    .from(licencia);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>["execute"]>>[number];

/** Licences matching `where` (which must carry the ownership condition), as answered; at most `limit` in `id` order. */
export async function selectLicencias(db: Handle, where: SQL, limit = 1): Promise<Licencia[]> {
  return toLicencias(db, await selectRows(db).where(where).orderBy(asc(licencia.id)).limit(limit));
}

// The list's read as one prepared statement per database handle (decision 094).
const pageOfPersona = preparedPerHandle((db: Handle) =>
  selectRows(db)
    .where(
      and(
        eq(licencia.persona_id, sql.placeholder("personaId")),
        ownedBy(licencia.persona_id, sql.placeholder("userId"), "leer"),
        gt(licencia.id, sql.placeholder("afterId")),
      ),
    )
    .orderBy(asc(licencia.id))
    .limit(sql.placeholder("limit"))
    .prepare("licencias_de_persona"),
);

/** A page of the licences of one of the caller's personas in `id` order, after id `afterId` (0: the first page). */
export async function selectLicenciasOfPersona(
  db: Handle,
  page: { personaId: number; userId: number; afterId: number; limit: number },
): Promise<Licencia[]> {
  return toLicencias(db, await pageOfPersona(db).execute(page));
}

async function toLicencias(db: Handle, rows: Row[]): Promise<Licencia[]> {
  const tipos = await catalogueRefs(db, tipo_licencia, rows.map((r) => r.tipo_licencia_id));
  const today = todayInGuatemala();
  return rows.map((r) => {
    const activo = isLicenciaVigente(r.inicia, r.fin, today);
    return {
      id: r.id,
      numero: r.numero,
      inicia: r.inicia,
      fin: r.fin,
      tipo_licencia_id: r.tipo_licencia_id,
      tipo_licencia: tipos.get(r.tipo_licencia_id)!,
      created_at: r.created_at.toISOString(),
      activo,
      estado: activo ? "Vigente" : "Expirada",
      estado_revision: r.estado_revision,
      motivo_revision: r.motivo_revision,
      revisado_por: r.revisado_por,
      revisado_en: r.revisado_en,
    };
  });
}
