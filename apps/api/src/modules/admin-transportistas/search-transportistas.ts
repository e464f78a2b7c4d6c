import type { CampoBusqueda, TransportistaHit } from "@portal/domain/admin-transportista";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { searchPatterns } from "./search-patterns";

const NAME = sql`busqueda_normalizar(n.nombre || ' ' || n.apellido)`;
const NAME_WORDS = sql`regexp_split_to_array(${NAME}, '[^a-z0-9]+')`;
const EMPRESA = sql`busqueda_normalizar(j.empresa)`;
const EMPRESA_WORDS = sql`regexp_split_to_array(${EMPRESA}, '[^a-z0-9]+')`;
const NONE = sql`false`;

/**
 * One page (`limit + 1` carriers, by usuario id) of the carriers with a record matching `q`: each
 * field's branch reads its own index (migration 0008), and the matches are grouped per carrier. The
 * expressions here are those of the indexes, word for word, or PostgreSQL would not use them.
 */
export async function searchTransportistas(db: Db, q: string, limit: number, afterId = 0): Promise<TransportistaHit[]> {
  const p = searchPatterns(q);
  // An array literal, not a parameter list: the words hold only [a-z0-9].
  const palabras = `{${p.palabras.join(",")}}`;
  const words = p.palabras.length > 0 ? sql`${NAME_WORDS} @> ${palabras}::text[]` : NONE;
  const empresaWords = p.palabras.length > 0 ? sql`${EMPRESA_WORDS} @> ${palabras}::text[]` : NONE;
  const code = (expr: ReturnType<typeof sql>, pattern: string | null) => (pattern === null ? NONE : sql`${expr} like ${pattern}`);
  const result = await db.execute<{ usuario_id: number; campos: CampoBusqueda[]; valores: string[]; total: number; nit: string; empresa: string | null; nombre: string | null; apellido: string | null }>(sql`
    with hits as (
      select u.id as usuario_id, 'nit' as campo, u.nit::text as valor from usuario u where ${code(sql`u.nit`, p.nit)}
      union all
      select pe.usuario_id, 'nombre', n.nombre || ' ' || n.apellido from "natural" n join persona pe on pe.id = n.persona_id
        where ${NAME} like ${p.nombre} or busqueda_normalizar(n.apellido) like ${p.nombre} or ${words}
      union all
      select pe.usuario_id, 'nombre', j.empresa from juridico j join persona pe on pe.id = j.persona_id
        where ${EMPRESA} like ${p.nombre} or ${empresaWords}
      union all
      select pe.usuario_id, 'placa', v.numero_placa from vehiculo v join persona pe on pe.id = v.persona_id
        where ${code(sql`upper(v.numero_placa)`, p.codigo)}
      union all
      select pe.usuario_id, 'licencia', l.numero from licencia l join persona pe on pe.id = l.persona_id
        where ${code(sql`upper(l.numero)`, p.codigo)}
      union all
      select pe.usuario_id, 'tarjeta', t.numero from tarjeta_operacion t join persona pe on pe.id = t.persona_id
        where ${code(sql`upper(t.numero)`, p.codigo)}
      union all
      select pe.usuario_id, 'cui', n.cui from "natural" n join persona pe on pe.id = n.persona_id
        where ${code(sql`n.cui`, p.cui)}
      union all
      select pe.usuario_id, 'cui_piloto', pi.cui from piloto pi join persona pe on pe.id = pi.persona_id
        where ${code(sql`pi.cui`, p.cui)}
    ),
    pagina as (
      select usuario_id, count(*)::int as total,
        (array_agg(campo order by campo, valor))[1:3] as campos,
        (array_agg(valor order by campo, valor))[1:3] as valores
      from hits where usuario_id > ${afterId}
      group by usuario_id order by usuario_id limit ${limit + 1}
    )
    select pagina.*, u.nit, j.empresa, n.nombre, n.apellido
    from pagina
    join usuario u on u.id = pagina.usuario_id
    left join persona pe on pe.id = (select min(id) from persona where usuario_id = pagina.usuario_id)
    left join juridico j on j.persona_id = pe.id
    left join "natural" n on n.persona_id = pe.id
    order by pagina.usuario_id`);
  return result.rows.map((r) => ({
    usuario_id: r.usuario_id,
    nit: r.nit,
    nombre: r.empresa ?? (r.nombre === null ? null : `${r.nombre} ${r.apellido}`),
    tipo: r.empresa !== null ? "juridica" : r.nombre !== null ? "individual" : null,
    coincidencias: r.campos.map((campo, i) => ({ campo, valor: r.valores[i] })),
    total_coincidencias: r.total,
  }));
}
