import { todayInGuatemala } from "@portal/domain/formats";
import type { Vehiculo, VehiculoDetail } from "@portal/domain/vehiculo";
import { and, asc, eq, getTableColumns, gt, inArray, like, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import {
  color,
  licencia,
  marca_vehiculo,
  poliza,
  tarjeta_operacion,
  tipo_combustible,
  tipo_placa,
  tipo_uso,
  tipo_vehiculo,
  vehiculo,
} from "../../db/schema/index";
import { catalogueRefs } from "../../lib/catalogue-names";
import { ownedBy } from "../../lib/ownership";
import { reportedColumns, reportedPolicyOfVehicle, reportedView } from "../../lib/reported-policy";
import { preparedPerHandle } from "../../lib/prepared";

type Handle = Db | Tx;

// The vehicle's columns an answer shows (not its owner or update time) and its policy's; the
// catalogue names come from memory (decision 093).
const { persona_id: _owner, updated_at: _updated, revision_desde: _since, ...vehiculoColumns } = getTableColumns(vehiculo);
const polizaColumns = {
  numero: poliza.numero,
  nombre_aseguradora: poliza.nombre_aseguradora,
  tipo_seguro: poliza.tipo_seguro,
  prima_total: poliza.prima_total,
  valor: poliza.valor,
  monto_asegurado: poliza.monto_asegurado,
  fecha_inicio: poliza.fecha_inicio,
  fecha_fin: poliza.fecha_fin,
  archivo_id: poliza.archivo_id,
};

/** What a page of the list reads: the vehicles and their policies (a list shows no licence or card). */
function selectPageRows(db: Handle) {
  const reportada = reportedPolicyOfVehicle();
  return db
    .select({ v: vehiculoColumns, poliza: polizaColumns, reportada: reportedColumns(reportada) })
    .from(vehiculo)
    .leftJoin(poliza, eq(poliza.vehiculo_id, vehiculo.id))
    .leftJoinLateral(reportada, sql`true`);
}

/** What the detail reads: the same with the licence and the card the vehicle hangs from. */
function selectRows(db: Handle) {
  const reportada = reportedPolicyOfVehicle();
  return db
    .select({
      v: vehiculoColumns,
      poliza: polizaColumns,
      // The policy its insurer reported for the plate (issue 24), beside the declared copy.
      reportada: reportedColumns(reportada),
      licencia: { id: licencia.id, numero: licencia.numero, fin: licencia.fin },
      tarjeta_operacion: { id: tarjeta_operacion.id, numero: tarjeta_operacion.numero },
    })
    .from(vehiculo)
    .innerJoin(licencia, eq(licencia.id, vehiculo.licencia_id))
    .innerJoin(tarjeta_operacion, eq(tarjeta_operacion.id, vehiculo.tarjeta_operacion_id))
    .leftJoin(poliza, eq(poliza.vehiculo_id, vehiculo.id))
    .leftJoinLateral(reportada, sql`true`);
}

type PageRow = Awaited<ReturnType<ReturnType<typeof selectPageRows>["execute"]>>[number];
type Row = Awaited<ReturnType<ReturnType<typeof selectRows>["execute"]>>[number];

/**
 * Vehicles matching `where` (which must carry the ownership condition) with their catalogue names,
 * policy, licence and card, as answered by the list and the detail; at most `limit` rows in `id` order
 * (the list's keyset, decision 095; one row for the detail).
 */
export async function selectVehiculos(db: Handle, where: SQL, limit = 1): Promise<VehiculoDetail[]> {
  return toVehiculoDetails(db, await selectRows(db).where(where).orderBy(asc(vehiculo.id)).limit(limit));
}

// The two hot reads as prepared statements (decision 094); their conditions are those of the list and
// of the detail, the caller's ownership included.
// The page's ids are picked first from the vehicles alone, then only those rows are joined with their
// policies: joining first made PostgreSQL join every vehicle of a 5,000-vehicle card before keeping 21
// (12 ms against 2.4 ms on the national seed). The ids come from `vehiculo_tarjeta_id_idx` in id order
// and the scan stops after a page (decision 215): the card's ownership is checked once, not per vehicle
// (a check per row made the planner expect a handful of rows, read the whole card and sort it), and
// the page's rows are checked again one by one.
const pagina = alias(vehiculo, "pagina");
const tarjetaPropia = sql`exists (select 1 from ${tarjeta_operacion} where ${tarjeta_operacion.id} = ${sql.placeholder("tarjetaId")}
  and ${ownedBy(tarjeta_operacion.persona_id, sql.placeholder("userId"), "leer")})`;
const pageOfTarjeta = preparedPerHandle((db: Handle) =>
  selectPageRows(db)
    .where(
      and(
        inArray(
          vehiculo.id,
          db
            .select({ id: pagina.id })
            .from(pagina)
            .where(
              and(
                eq(pagina.tarjeta_operacion_id, sql.placeholder("tarjetaId")),
                tarjetaPropia,
                gt(pagina.id, sql.placeholder("afterId")),
                like(sql`upper(${pagina.numero_placa})`, sql.placeholder("placa")),
              ),
            )
            .orderBy(asc(pagina.id))
            .limit(sql.placeholder("limit")),
        ),
        ownedBy(vehiculo.persona_id, sql.placeholder("userId"), "leer"),
      ),
    )
    .orderBy(asc(vehiculo.id))
    .prepare("vehiculos_de_tarjeta"),
);

const ownedById = preparedPerHandle((db: Handle) =>
  selectRows(db)
    .where(and(eq(vehiculo.id, sql.placeholder("id")), ownedBy(vehiculo.persona_id, sql.placeholder("userId"), "leer")))
    .prepare("vehiculo_propio"),
);

export interface TarjetaPage {
  tarjetaId: number;
  userId: number;
  /** The last id of the previous page (0 for the first page). */
  afterId: number;
  /** Start of the plate in capitals ("" for any). */
  placa: string;
  limit: number;
}

/** A page of the caller's vehicles on one card, in `id` order. */
export async function selectVehiculosOfTarjeta(db: Handle, page: TarjetaPage): Promise<Vehiculo[]> {
  const { placa, ...params } = page;
  return toVehiculos(db, await pageOfTarjeta(db).execute({ ...params, placa: `${placa}%` }));
}

/** One of the caller's vehicles, or undefined. */
export async function selectOwnedVehiculo(db: Handle, id: number, userId: number): Promise<VehiculoDetail | undefined> {
  const [row] = await toVehiculoDetails(db, await ownedById(db).execute({ id, userId }));
  return row;
}

/** The answers with their licence and card, added by assignment (a spread would be slow, see below). */
async function toVehiculoDetails(db: Handle, rows: Row[]): Promise<VehiculoDetail[]> {
  const answers = await toVehiculos(db, rows);
  return answers.map((answer, i) => Object.assign(answer, { licencia: rows[i].licencia, tarjeta_operacion: rows[i].tarjeta_operacion }));
}

async function toVehiculos(db: Handle, rows: PageRow[]): Promise<Vehiculo[]> {
  const ids = (key: keyof PageRow["v"]) => rows.map((r) => r.v[key] as number);
  const [colors, tipos, marcas, usos, combustibles, placas] = await Promise.all([
    catalogueRefs(db, color, ids("color_id")),
    catalogueRefs(db, tipo_vehiculo, ids("tipo_vehiculo_id")),
    catalogueRefs(db, marca_vehiculo, ids("marca_vehiculo_id")),
    catalogueRefs(db, tipo_uso, ids("tipo_uso_id")),
    catalogueRefs(db, tipo_combustible, ids("tipo_combustible_id")),
    catalogueRefs(db, tipo_placa, ids("tipo_placa_id")),
  ]);
  const today = todayInGuatemala();
  // Every field named, in the answer's order: a rest/spread copy of the row plus the added keys made
  // V8 build each answer as a slow dictionary object (0.3 ms of CPU and garbage for a page of ten).
  // The return type (Vehiculo) makes the type check name a field the schema gains or loses.
  return rows.map(({ v, poliza: p, reportada }) => {
    return {
      id: v.id,
      nit: v.nit,
      asiento: v.asiento,
      numero_placa: v.numero_placa,
      motor: v.motor,
      modelo: v.modelo,
      linea: v.linea,
      cilindro: v.cilindro,
      cc: v.cc,
      numero_serie: v.numero_serie,
      numero_chasis: v.numero_chasis,
      color_id: v.color_id,
      tipo_vehiculo_id: v.tipo_vehiculo_id,
      tipo_placa_id: v.tipo_placa_id,
      tipo_uso_id: v.tipo_uso_id,
      tipo_combustible_id: v.tipo_combustible_id,
      marca_vehiculo_id: v.marca_vehiculo_id,
      licencia_id: v.licencia_id,
      tarjeta_operacion_id: v.tarjeta_operacion_id,
      activo: v.activo,
      created_at: v.created_at.toISOString(),
      color: colors.get(v.color_id)!,
      tipo_vehiculo: tipos.get(v.tipo_vehiculo_id)!,
      marca: marcas.get(v.marca_vehiculo_id)!,
      tipo_uso: usos.get(v.tipo_uso_id)!,
      tipo_combustible: combustibles.get(v.tipo_combustible_id)!,
      tipo_placa: placas.get(v.tipo_placa_id)!,
      poliza:
        p === null
          ? null
          : {
              numero: p.numero,
              nombre_aseguradora: p.nombre_aseguradora,
              tipo_seguro: p.tipo_seguro,
              prima_total: p.prima_total,
              valor: p.valor,
              monto_asegurado: p.monto_asegurado,
              fecha_inicio: p.fecha_inicio,
              fecha_fin: p.fecha_fin,
              activo: p.fecha_inicio <= today && today <= p.fecha_fin,
              tiene_documento: p.archivo_id !== null,
            },
      poliza_reportada: reportedView(reportada),
      estado_revision: v.estado_revision,
      motivo_revision: v.motivo_revision,
      revisado_por: v.revisado_por,
      revisado_en: v.revisado_en === null ? null : v.revisado_en.toISOString(),
    };
  });
}
