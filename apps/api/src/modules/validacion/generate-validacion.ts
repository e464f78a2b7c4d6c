import { todayInGuatemala } from "@portal/domain/formats";
import { VALIDACION_MSG, validacionVigencia } from "@portal/domain/validacion";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { juridico, licencia, marca_vehiculo, natural, poliza, validar_registro_piloto as qr, vehiculo } from "../../db/schema/index";
import { notFound, unprocessable } from "../../lib/errors";
import { ownedRow } from "../../lib/ownership";
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

/**
 * Creates a QR record for one of the caller's vehicles, valid until the earlier of the licence and
 * policy ends; refused (422) when the vehicle is inactive or the licence or policy is not in force
 * today. The public check reads the vehicle live; what it shows is also copied now, for the day the
 * vehicle is gone (docs/decisions/021, 071).
 */
export async function generateValidacion(db: Db, vehiculoId: number, userId: number) {
  const id = await db.transaction(async (tx) => {
    const [v] = await tx
      .select({ v: vehiculo, licencia, marca: marca_vehiculo.nombre, poliza, transportista: transportistaName })
      .from(vehiculo)
      .innerJoin(licencia, eq(licencia.id, vehiculo.licencia_id))
      .innerJoin(marca_vehiculo, eq(marca_vehiculo.id, vehiculo.marca_vehiculo_id))
      .leftJoin(poliza, eq(poliza.vehiculo_id, vehiculo.id))
      .leftJoin(juridico, eq(juridico.persona_id, vehiculo.persona_id))
      .leftJoin(natural, eq(natural.persona_id, vehiculo.persona_id))
      .where(ownedRow(vehiculo, vehiculoId, userId))
      // Serialises with a concurrent edit that deactivates the vehicle or changes its plate.
      .for("update", { of: vehiculo });
    if (!v) throw notFound();
    if (!v.v.activo) throw unprocessable(VALIDACION_MSG.vehiculoInactivo);
    if (!v.poliza) throw unprocessable(VALIDACION_MSG.sinPoliza);
    const today = todayInGuatemala();
    const vigencia = validacionVigencia(v.licencia.fin, v.poliza.fecha_fin);
    if (vigencia < today || v.licencia.inicia > today || v.poliza.fecha_inicio > today) throw unprocessable(VALIDACION_MSG.noVigente);
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
