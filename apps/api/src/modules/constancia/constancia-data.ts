import { asc, eq, sql } from "drizzle-orm";
import type { EstadoRevision } from "@portal/domain/revision";
import type { Db } from "../../db/client";
import { juridico, licencia, natural, persona, piloto, poliza, representante, tarjeta_operacion, vehiculo } from "../../db/schema/index";
import { type Acting, actingScope } from "../../lib/ownership";

/** The authority's review of a record (decision 155): every printed record says it. */
interface Reviewed {
  revision: EstadoRevision;
}

/** Everything a certificate prints, read for the acting carrier; every query is limited to it and to the caller's membership. */
export interface ConstanciaData {
  transportistas: Array<{ nit: string; nombre: string } & Reviewed>;
  licencias: Array<{ numero: string; inicia: string; fin: string } & Reviewed>;
  tarjetas: Array<{ numero: string; licencia: string } & Reviewed>;
  vehiculos: Array<{ placa: string; tarjeta: string; activo: boolean; poliza: { numero: string; inicio: string; fin: string } | null } & Reviewed>;
  pilotos: Array<{ nombre: string; cui: string; licencia: string | null; vence: string | null } & Reviewed>;
  representantes: Array<{ nombre: string; inicio: string; fin: string } & Reviewed>;
}

/** The carrier's registered data as of now, in a stable order (numbers, plates, names). */
export async function readConstanciaData(db: Db, acting: Acting): Promise<ConstanciaData> {
  const [transportistas, licencias, tarjetas, vehiculos, pilotos, representantes] = await Promise.all([
    db
      .select({
        nit: persona.nit,
        empresa: juridico.empresa,
        nombre: natural.nombre,
        apellido: natural.apellido,
        // The person's data is its natural or juridico row; a profile without one is not reviewed yet.
        revision: sql<EstadoRevision>`coalesce(${juridico.estado_revision}, ${natural.estado_revision}, 'pendiente')`,
      })
      .from(persona)
      .leftJoin(juridico, eq(juridico.persona_id, persona.id))
      .leftJoin(natural, eq(natural.persona_id, persona.id))
      .where(actingScope(persona.id, acting, "leer"))
      .orderBy(asc(persona.id)),
    db
      .select({ numero: licencia.numero, inicia: licencia.inicia, fin: licencia.fin, revision: licencia.estado_revision })
      .from(licencia)
      .where(actingScope(licencia.persona_id, acting, "leer"))
      .orderBy(asc(licencia.numero), asc(licencia.id)),
    db
      .select({ numero: tarjeta_operacion.numero, licencia: licencia.numero, revision: tarjeta_operacion.estado_revision })
      .from(tarjeta_operacion)
      .innerJoin(licencia, eq(licencia.id, tarjeta_operacion.licencia_id))
      .where(actingScope(tarjeta_operacion.persona_id, acting, "leer"))
      .orderBy(asc(tarjeta_operacion.numero), asc(tarjeta_operacion.id)),
    db
      .select({
        placa: vehiculo.numero_placa,
        tarjeta: tarjeta_operacion.numero,
        activo: vehiculo.activo,
        revision: vehiculo.estado_revision,
        polizaNumero: poliza.numero,
        inicio: poliza.fecha_inicio,
        fin: poliza.fecha_fin,
      })
      .from(vehiculo)
      .innerJoin(tarjeta_operacion, eq(tarjeta_operacion.id, vehiculo.tarjeta_operacion_id))
      .leftJoin(poliza, eq(poliza.vehiculo_id, vehiculo.id))
      .where(actingScope(vehiculo.persona_id, acting, "leer"))
      .orderBy(asc(vehiculo.numero_placa), asc(vehiculo.id)),
    db
      .select({
        nombre: piloto.nombre,
        apellido: piloto.apellido,
        cui: piloto.cui,
        licencia: piloto.tipo_licencia,
        vence: piloto.licencia_vencimiento,
        revision: piloto.estado_revision,
      })
      .from(piloto)
      .where(actingScope(piloto.persona_id, acting, "leer"))
      .orderBy(asc(piloto.apellido), asc(piloto.nombre), asc(piloto.id)),
    db
      .select({
        nombre: representante.nombre,
        apellido: representante.apellido,
        inicio: representante.inicio_vigencia,
        fin: representante.plazo_vigenia,
        revision: representante.estado_revision,
      })
      .from(representante)
      .where(actingScope(representante.persona_id, acting, "leer"))
      .orderBy(asc(representante.apellido), asc(representante.nombre), asc(representante.id)),
  ]);
  return {
    transportistas: transportistas.map((t) => ({ nit: t.nit, nombre: t.empresa ?? [t.nombre, t.apellido].filter(Boolean).join(" "), revision: t.revision })),
    licencias,
    tarjetas,
    vehiculos: vehiculos.map((v) => ({
      placa: v.placa,
      tarjeta: v.tarjeta,
      activo: v.activo,
      revision: v.revision,
      poliza: v.polizaNumero && v.inicio && v.fin ? { numero: v.polizaNumero, inicio: v.inicio, fin: v.fin } : null,
    })),
    pilotos: pilotos.map((p) => ({ nombre: `${p.nombre} ${p.apellido}`, cui: p.cui, licencia: p.licencia, vence: p.vence, revision: p.revision })),
    representantes: representantes.map((r) => ({ nombre: `${r.nombre} ${r.apellido}`, inicio: r.inicio, fin: r.fin, revision: r.revision })),
  };
}
