import { randomInt } from "node:crypto";
import { validAbogado } from "../abogados";
import type { TestContext } from "../app";
import { type Carrier, createCarrier } from "../carrier";
import { addVehiculoChain, pdfDataUrl } from "../licencias";
import { validMandato } from "../mandatos";
import { createPiloto } from "../pilotos";
import { representanteBody } from "../representantes";
import type { FuzzWorld } from "./requests";

async function post(ctx: TestContext, carrier: Carrier, url: string, payload: object): Promise<number> {
  const res = await ctx.app.inject({ method: "POST", url, headers: carrier.headers, payload });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  const body = res.json() as Record<string, { id: number }>;
  return Object.values(body)[0].id;
}

type Ids = Record<string, number[]>;

/** An individual carrier with a row of every kind it can own, created through the API. Answers its ids by table. */
export async function fullIndividual(ctx: TestContext): Promise<{ carrier: Carrier; ids: Ids }> {
  const carrier = await createCarrier(ctx, "natural");
  const p = carrier.personaId;
  const { licencia, tarjeta, vehiculo } = await addVehiculoChain(ctx, carrier);
  const piloto = await createPiloto(ctx, carrier);
  const mandato = await post(ctx, carrier, `/api/mandato/${p}/persona`, validMandato());
  const abogado = await post(ctx, carrier, `/api/abogado_auxiliar/${p}/persona`, validAbogado());
  const doc = (tipo: number) => ({ documento: pdfDataUrl(`fuzz-${randomInt(1e9)}`), tipo_documento_id: tipo, activo: true });
  const ids: Ids = {
    persona: [p],
    natural: [carrier.naturalId!],
    licencia: [licencia.id],
    tarjeta_operacion: [tarjeta.id],
    vehiculo: [vehiculo.id],
    piloto: [piloto.id],
    mandato: [mandato],
    abogado_auxiliar: [abogado],
    validar_registro_piloto: [await post(ctx, carrier, `/api/validar_registro_piloto/generar/${vehiculo.id}/vehiculo`, {})],
    piloto_emergencia: [await post(ctx, carrier, `/api/piloto_emergencia/${piloto.id}/piloto`, { nombre: "ANA", direccion: "ZONA 1", telefono: "55123456" })],
    persona_email: [await post(ctx, carrier, `/api/persona_email/${p}/persona`, { email: "fuzz@example.gt", notificar: true })],
    persona_telefono: [await post(ctx, carrier, `/api/persona_telefono/${p}/persona`, { numero: "55123456", tipo_telefono_id: 1 })],
    persona_direccion: [
      await post(ctx, carrier, `/api/persona_direccion/${p}/persona`, { direccion: "4A AVENIDA", pais_id: 1, departamento_id: 1, municipio_id: 101, tipo_direccion_id: 1 }),
    ],
    documento: [
      await post(ctx, carrier, `/api/natural_documento/${carrier.naturalId}/natural`, doc(1)),
      await post(ctx, carrier, `/api/mandato_documento/${mandato}/mandato`, doc(1)),
      await post(ctx, carrier, `/api/abogado_auxiliar_documento/${abogado}/abogado_auxiliar`, doc(1)),
      await post(ctx, carrier, `/api/piloto_documento/${piloto.id}/piloto`, doc(1)),
    ],
  };
  return { carrier, ids };
}

/** A legal entity with a representative and a document. */
export async function company(ctx: TestContext): Promise<{ carrier: Carrier; ids: Ids }> {
  const carrier = await createCarrier(ctx, "juridico");
  const representante = await post(ctx, carrier, "/api/representante", representanteBody(carrier));
  const documento = await post(ctx, carrier, `/api/juridico_documento/${carrier.juridicoId}/juridico`, {
    documento: pdfDataUrl(`fuzz-${randomInt(1e9)}`),
    tipo_documento_id: 1,
    activo: true,
  });
  return { carrier, ids: { persona: [carrier.personaId], juridico: [carrier.juridicoId!], representante: [representante], documento: [documento] } };
}

function merge(...all: Ids[]): Ids {
  const out: Ids = {};
  for (const ids of all) for (const [table, list] of Object.entries(ids)) out[table] = [...(out[table] ?? []), ...list];
  return out;
}

/** The fuzzed carriers (an individual and a company, both owning real rows) and another carrier whose ids must stay out of reach. */
export async function buildWorld(ctx: TestContext): Promise<{ world: FuzzWorld; carriers: Carrier[] }> {
  const individual = await fullIndividual(ctx);
  const firm = await company(ctx);
  const other = await fullIndividual(ctx);
  const own = merge(individual.ids, firm.ids);
  const ownAll = new Set(Object.values(own).flat());
  return {
    carriers: [individual.carrier, firm.carrier],
    world: {
      tokens: [individual.carrier.token, individual.carrier.token, individual.carrier.token, firm.carrier.token],
      nits: [individual.carrier.nit, firm.carrier.nit],
      ownIds: own,
      // Never one of the carriers' own ids (in any table), so a DELETE with one removes nothing of theirs.
      foreignIds: Object.values(other.ids).flat().filter((id) => !ownAll.has(id)),
      pdfDataUrl: pdfDataUrl("fuzz-body"),
      unique: String(randomInt(10_000_000, 99_999_999)),
    },
  };
}
