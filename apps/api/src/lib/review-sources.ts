import type { TipoRevision } from "@portal/domain/revision";
import { type SQL, sql } from "drizzle-orm";

/**
 * Where each kind of reviewed record lives (decision 155). `key` is the column the staff API's id names:
 * the row's id, or for `persona` the persona's id (its one natural or juridico row). Every fragment here
 * is a constant of the code, never input. `r` is the row's alias in the queries built on these.
 */
export interface ReviewSource {
  tipo: TipoRevision;
  table: string;
  key: "id" | "persona_id";
  /** What the queue and the mail call the record. */
  descripcion: SQL;
  /** Rows that are not in the review (a replaced document). */
  vigente?: SQL;
  /** The table's name in `auditoria.entidad`. */
  entidad: string;
  /** The carrier's screen where the record is fixed (a path of the web app). */
  ruta: SQL;
}

const nombre = sql`r.nombre || ' ' || r.apellido`;

/** The document's type name from its family's catalogue. */
const tipoDocumento = sql`coalesce(
  (select t.nombre from tipo_documento_natural t where r.familia = 'natural' and t.id = r.tipo_documento_id),
  (select t.nombre from tipo_documento_juridico t where r.familia = 'juridico' and t.id = r.tipo_documento_id),
  (select t.nombre from tipo_documento_mandatario t where r.familia = 'mandato' and t.id = r.tipo_documento_id),
  (select t.nombre from tipo_documento_abogado t where r.familia = 'abogado_auxiliar' and t.id = r.tipo_documento_id),
  (select t.nombre from tipo_documento_piloto t where r.familia = 'piloto' and t.id = r.tipo_documento_id),
  'Documento')`;

const FAMILIA_LABEL = sql`case r.familia when 'natural' then 'persona' when 'juridico' then 'empresa' when 'mandato' then 'mandatario'
  when 'abogado_auxiliar' then 'abogado' else 'piloto' end`;

const RUTA_DOCUMENTO = sql`case r.familia when 'mandato' then '/mandatario' when 'abogado_auxiliar' then '/abogado'
  when 'piloto' then '/piloto' else '/persona' end`;

export const REVIEW_SOURCES: ReviewSource[] = [
  { tipo: "persona", table: "natural", key: "persona_id", descripcion: sql`'Datos de la persona: ' || ${nombre}`, entidad: "natural", ruta: sql`'/persona'` },
  { tipo: "persona", table: "juridico", key: "persona_id", descripcion: sql`'Datos de la empresa: ' || r.empresa`, entidad: "juridico", ruta: sql`'/persona'` },
  {
    tipo: "documento",
    table: "documento",
    key: "id",
    descripcion: sql`${tipoDocumento} || ' (' || ${FAMILIA_LABEL} || ')'`,
    vigente: sql`r.reemplazado_at is null`,
    entidad: "documento",
    ruta: RUTA_DOCUMENTO,
  },
  { tipo: "representante", table: "representante", key: "id", descripcion: sql`'Representante: ' || ${nombre}`, entidad: "representante", ruta: sql`'/blank'` },
  { tipo: "mandatario", table: "mandato", key: "id", descripcion: sql`'Mandatario: ' || ${nombre}`, entidad: "mandato", ruta: sql`'/mandatario'` },
  { tipo: "abogado", table: "abogado_auxiliar", key: "id", descripcion: sql`'Abogado auxiliar: ' || ${nombre}`, entidad: "abogado_auxiliar", ruta: sql`'/abogado'` },
  { tipo: "piloto", table: "piloto", key: "id", descripcion: sql`'Piloto: ' || ${nombre}`, entidad: "piloto", ruta: sql`'/piloto'` },
  { tipo: "licencia", table: "licencia", key: "id", descripcion: sql`'Licencia ' || r.numero`, entidad: "licencia", ruta: sql`'/licencia'` },
  { tipo: "tarjeta", table: "tarjeta_operacion", key: "id", descripcion: sql`'Tarjeta de operación ' || r.numero`, entidad: "tarjeta_operacion", ruta: sql`'/tarjetaOperacion'` },
  { tipo: "vehiculo", table: "vehiculo", key: "id", descripcion: sql`'Vehículo placa ' || r.numero_placa`, entidad: "vehiculo", ruta: sql`'/vehiculo'` },
];

export const sourcesOf = (tipo: TipoRevision) => REVIEW_SOURCES.filter((s) => s.tipo === tipo);

/** `"table" r` of a source. */
export const fromSource = (s: ReviewSource) => sql`${sql.identifier(s.table)} r`;

/** An ISO 8601 text of a timestamp, microseconds kept (a cursor must compare exactly). */
export const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
