import { todayInGuatemala } from "@portal/domain/formats";
import { QR_FECHA_MSG, VALIDACION_MSG, validacionVigencia } from "@portal/domain/validacion";
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { juridico, licencia, marca_vehiculo, natural, poliza, validar_registro_piloto as qr, vehiculo } from "../../db/schema/index";
import { refusedBecause } from "../../lib/errors";
import { notOwned, ownedRow } from "../../lib/ownership";
import { type EffectivePolicy, effectivePolicy, reportedColumns, reportedPolicyOfVehicle, reportedView } from "../../lib/reported-policy";
import { newCodigo, newLlave } from "./codigo";
import { selectValidaciones, toValidar, transportistaName } from "./validacion-rows";

const CODIGO_ATTEMPTS = 5;

async function freeCodigo(tx: Tx): Promise<string> {
  for (let i = 0; i < CODIGO_ATTEMPTS; i++) {
    const codigo = newCodigo();
    const [taken] = await tx.select({ id: qr.id }).from(qr).where(eq(qr.codigo, codigo)).limit(1);
    if (!taken) return codigo;
  }
  throw new Error("no free QR code after several attempts");
}

type LicenciaDates = { numero: string; inicia: string; fin: string };
type PolizaDates = { numero: string; fecha_inicio: string; fecha_fin: string; retirada?: EffectivePolicy["retirada"] };

/**
 * Throws the 422 that names the first record blocking a QR, in the order a carrier fixes them:
 * the vehicle, then its licence, then its policy (docs/decisions/135).
 */
function refuseIfBlocked(activo: boolean, l: LicenciaDates, p: PolizaDates | null, today: string): asserts p is PolizaDates {
  if (!activo) throw refusedBecause("VEHICULO_INACTIVO", VALIDACION_MSG.vehiculoInactivo);
  if (l.fin < today) throw refusedBecause("LICENCIA_VENCIDA", QR_FECHA_MSG.licenciaVencida(l.numero, l.fin));
  if (l.inicia > today) throw refusedBecause("LICENCIA_NO_INICIADA", QR_FECHA_MSG.licenciaNoIniciada(l.numero, l.inicia));
  if (!p) throw refusedBecause("POLIZA_FALTANTE", VALIDACION_MSG.sinPoliza);
  if (p.retirada) {
    const r = p.retirada;
    const motivo = r.estado === "cancelada" ? "POLIZA_CANCELADA" : "POLIZA_ANULADA";
    throw refusedBecause(motivo, `${r.aseguradora} reportó la póliza ${p.numero} como ${r.estado}${r.motivo ? ` (${r.motivo})` : ""}. Registre una póliza vigente para generar el código.`);
  }
  if (p.fecha_fin < today) throw refusedBecause("POLIZA_VENCIDA", QR_FECHA_MSG.polizaVencida(p.numero, p.fecha_fin));
  if (p.fecha_inicio > today) throw refusedBecause("POLIZA_NO_INICIADA", QR_FECHA_MSG.polizaNoIniciada(p.numero, p.fecha_inicio));
}

/**
 * Creates a QR record for one of the caller's vehicles, valid until the earlier of the licence and
 * policy ends; refused (422 with `motivo`) when the vehicle is inactive or the licence or policy is
 * missing or not in force today. The public check reads the vehicle live; what it shows is also
 * copied now, for the day the vehicle is gone (docs/decisions/021, 071).
 */
export async function generateValidacion(db: Db, vehiculoId: number, userId: number) {
  const reportada = reportedPolicyOfVehicle();
  const id = await db.transaction(async (tx) => {
    const [v] = await tx
      .select({ v: vehiculo, licencia, marca: marca_vehiculo.nombre, poliza, transportista: transportistaName, reportada: reportedColumns(reportada) })
      .from(vehiculo)
      .innerJoin(licencia, eq(licencia.id, vehiculo.licencia_id))
      .innerJoin(marca_vehiculo, eq(marca_vehiculo.id, vehiculo.marca_vehiculo_id))
      .leftJoin(poliza, eq(poliza.vehiculo_id, vehiculo.id))
      .leftJoin(juridico, eq(juridico.persona_id, vehiculo.persona_id))
      .leftJoin(natural, eq(natural.persona_id, vehiculo.persona_id))
      .leftJoinLateral(reportada, sql`true`)
      .where(ownedRow(vehiculo, vehiculoId, userId, "escribir"))
      // Serialises with a concurrent edit that deactivates the vehicle or changes its plate.
      .for("update", { of: vehiculo });
    if (!v) throw await notOwned(tx, vehiculo, vehiculoId, userId, "escribir");
    // The insurer's report counts over the typed copy (decision 262).
    const efectiva = effectivePolicy(v.poliza, reportedView(v.reportada));
    refuseIfBlocked(v.v.activo, v.licencia, efectiva, todayInGuatemala());
    const vigencia = validacionVigencia(v.licencia.fin, efectiva.fecha_fin);
    const [row] = await tx
      .insert(qr)
      .values({
        persona_id: v.v.persona_id,
        vehiculo_id: v.v.id,
        codigo: await freeCodigo(tx),
        llave: newLlave(),
        vigencia,
        numero_placa: v.v.numero_placa,
        marca: v.marca,
        modelo: v.v.modelo,
        licencia_numero: v.licencia.numero,
        transportista: v.transportista ?? "",
      })
      .returning({ id: qr.id });
    return row.id;
  });
  const [created] = await selectValidaciones(db, eq(qr.id, id));
  return toValidar(created);
}
