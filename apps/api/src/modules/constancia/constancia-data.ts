import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { juridico, licencia, natural, persona, piloto, poliza, representante, tarjeta_operacion, vehiculo } from "../../db/schema/index";
import { ownedBy } from "../../lib/ownership";

/** Everything a certificate prints, read for one account; every query is limited to the caller's personas. */
export interface ConstanciaData {
  transportistas: Array<{ nit: string; nombre: string }>;
  licencias: Array<{ numero: string; inicia: string; fin: string }>;
  tarjetas: Array<{ numero: string; licencia: string }>;
  vehiculos: Array<{ placa: string; tarjeta: string; activo: boolean; poliza: { numero: string; inicio: string; fin: string } | null }>;
  pilotos: Array<{ nombre: string; cui: string; licencia: string | null; vence: string | null }>;
  representantes: Array<{ nombre: string; inicio: string; fin: string }>;
}

/** The carrier's registered data as of now, in a stable order (numbers, plates, names). */
export async function readConstanciaData(db: Db, userId: number): Promise<ConstanciaData> {
  const [transportistas, licencias, tarjetas, vehiculos, pilotos, representantes] = await Promise.all([
    db
      .select({ nit: persona.nit, empresa: juridico.empresa, nombre: natural.nombre, apellido: natural.apellido })
      .from(persona)
      .leftJoin(juridico, eq(juridico.persona_id, persona.id))
      .leftJoin(natural, eq(natural.persona_id, persona.id))
      .where(eq(persona.usuario_id, userId))
      .orderBy(asc(persona.id)),
    db
      .select({ numero: licencia.numero, inicia: licencia.inicia, fin: licencia.fin })
      .from(licencia)
      .where(ownedBy(licencia.persona_id, userId))
      .orderBy(asc(licencia.numero), asc(licencia.id)),
    db
      .select({ numero: tarjeta_operacion.numero, licencia: licencia.numero })
      .from(tarjeta_operacion)
      .innerJoin(licencia, eq(licencia.id, tarjeta_operacion.licencia_id))
      .where(ownedBy(tarjeta_operacion.persona_id, userId))
      .orderBy(asc(tarjeta_operacion.numero), asc(tarjeta_operacion.id)),
    db
      .select({
        placa: vehiculo.numero_placa,
        tarjeta: tarjeta_operacion.numero,
        activo: vehiculo.activo,
        polizaNumero: poliza.numero,
        inicio: poliza.fecha_inicio,
        fin: poliza.fecha_fin,
      })
      .from(vehiculo)
      .innerJoin(tarjeta_operacion, eq(tarjeta_operacion.id, vehiculo.tarjeta_operacion_id))
      .leftJoin(poliza, eq(poliza.vehiculo_id, vehiculo.id))
      .where(ownedBy(vehiculo.persona_id, userId))
      .orderBy(asc(vehiculo.numero_placa), asc(vehiculo.id)),
    db
      .select({ nombre: piloto.nombre, apellido: piloto.apellido, cui: piloto.cui, licencia: piloto.tipo_licencia, vence: piloto.licencia_vencimiento })
      .from(piloto)
      .where(ownedBy(piloto.persona_id, userId))
      .orderBy(asc(piloto.apellido), asc(piloto.nombre), asc(piloto.id)),
    db
      .select({ nombre: representante.nombre, apellido: representante.apellido, inicio: representante.inicio_vigencia, fin: representante.plazo_vigenia })
      .from(representante)
      .where(ownedBy(representante.persona_id, userId))
      .orderBy(asc(representante.apellido), asc(representante.nombre), asc(representante.id)),
  ]);
  return {
    transportistas: transportistas.map((t) => ({ nit: t.nit, nombre: t.empresa ?? [t.nombre, t.apellido].filter(Boolean).join(" ") })),
    licencias,
    tarjetas,
    vehiculos: vehiculos.map((v) => ({
      placa: v.placa,
      tarjeta: v.tarjeta,
      activo: v.activo,
      poliza: v.polizaNumero && v.inicio && v.fin ? { numero: v.polizaNumero, inicio: v.inicio, fin: v.fin } : null,
    })),
    pilotos: pilotos.map((p) => ({ nombre: `${p.nombre} ${p.apellido}`, cui: p.cui, licencia: p.licencia, vence: p.vence })),
    representantes: representantes.map((r) => ({ nombre: `${r.nombre} ${r.apellido}`, inicio: r.inicio, fin: r.fin })),
  };
}
