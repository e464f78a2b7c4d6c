import { DOCUMENTO_FAMILIAS, type DocumentoFamilia } from "@portal/domain/documento";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier, randomCui, randomNit } from "../../../test/carrier";
import { expectPagedList } from "../../../test/pages";
import { tinyPdf, toDataUrl } from "../../../test/pdf";
import { createPiloto } from "../../../test/pilotos";
import { abogado_auxiliar, mandato, piloto } from "../../db/schema/index";

/** A mandatario, a lawyer and a pilot of the carrier, written straight to the database. */
async function representationsOf(ctx: TestContext, carrier: Carrier) {
  const person = { persona_id: carrier.personaId, nombre: "ANA", apellido: "LÓPEZ", fecha_nacimiento: "1980-06-15" };
  const [m] = await ctx.app.db
    .insert(mandato)
    .values({
      ...person,
      cui: randomCui(),
      nit: randomNit(),
      documento_numero: "DPI-001",
      presentado: "2020-01-10",
      escritura: "15",
      inscripcion_escritura: "200",
      notario: "LIC. NOTARIO",
      fecha: "2020-01-05",
      estado_civil_id: 1,
      tipo_poder_id: 1,
      numero_poder: "P-1",
    })
    .returning();
  const [a] = await ctx.app.db
    .insert(abogado_auxiliar)
    .values({ ...person, cui: randomCui(), nit: randomNit(), documento_numero: "DPI-002", estado_civil_id: 1 })
    .returning();
  const [p] = await ctx.app.db.insert(piloto).values({ ...person, cui: randomCui(), nit: randomNit() }).returning();
  return { mandato: m.id, abogado_auxiliar: a.id, piloto: p.id };
}

describe("document lists and contents of the five families", () => {
  let ctx: TestContext;
  let individual: Carrier;
  let company: Carrier;
  let intruder: Carrier;
  let mine: Record<DocumentoFamilia, number>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    individual = await createCarrier(ctx, "natural");
    company = await createCarrier(ctx, "juridico");
    intruder = await createCarrier(ctx, "juridico");
    // The company owns the juridico entity; the individual owns all the others.
    mine = { natural: individual.naturalId!, juridico: company.juridicoId!, ...(await representationsOf(ctx, individual)) };
  });
  afterAll(() => ctx.close());

  const ownerOf = (familia: DocumentoFamilia) => (familia === "juridico" ? company : individual);
  const listUrl = (familia: DocumentoFamilia, id: number) => `/api/${familia}_documento/${id}/${familia}`;
  const contentUrl = (familia: DocumentoFamilia, id: number) => `/api/${familia}_documento/${id}/documento`;

  it.each(DOCUMENTO_FAMILIAS)("%s: uploads, lists the current document and answers its content as a one-item list", async (familia) => {
    const owner = ownerOf(familia);
    const pdf = tinyPdf();
    const up = await ctx.app.inject({
      method: "POST",
      url: listUrl(familia, mine[familia]),
      headers: owner.headers,
      payload: { documento: toDataUrl(pdf), tipo_documento_id: 1, activo: true },
    });
    expect(up.statusCode).toBe(201);
    const created = up.json().documento;

    const list = await ctx.app.inject({ method: "GET", url: listUrl(familia, mine[familia]), headers: owner.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ documento: [created], next_cursor: null });

    const content = await ctx.app.inject({ method: "GET", url: contentUrl(familia, created.id), headers: owner.headers });
    expect(content.statusCode).toBe(200);
    expect(content.json()).toEqual({ documento: [{ id: created.id, tipo_documento_id: 1, documento: toDataUrl(pdf) }] });
  });

  it.each(DOCUMENTO_FAMILIAS)("%s: another carrier gets 404 for the list, the upload and the content", async (familia) => {
    const owner = ownerOf(familia);
    const created = (
      await ctx.app.inject({
        method: "POST",
        url: listUrl(familia, mine[familia]),
        headers: owner.headers,
        payload: { documento: toDataUrl(tinyPdf()), tipo_documento_id: 2 },
      })
    ).json().documento;
    const before = (await ctx.app.inject({ method: "GET", url: listUrl(familia, mine[familia]), headers: owner.headers })).json();

    const answers = await Promise.all([
      ctx.app.inject({ method: "GET", url: listUrl(familia, mine[familia]), headers: intruder.headers }),
      ctx.app.inject({
        method: "POST",
        url: listUrl(familia, mine[familia]),
        headers: intruder.headers,
        payload: { documento: toDataUrl(tinyPdf()), tipo_documento_id: 2 },
      }),
      ctx.app.inject({ method: "GET", url: contentUrl(familia, created.id), headers: intruder.headers }),
    ]);
    for (const res of answers) expect(res.statusCode).toBe(404);
    const after = (await ctx.app.inject({ method: "GET", url: listUrl(familia, mine[familia]), headers: owner.headers })).json();
    expect(after).toEqual(before);
  });

  it("pages a list by type then id (decision 095), with a two-part cursor", async () => {
    const c = await createCarrier(ctx, "natural");
    const url = listUrl("piloto", (await createPiloto(ctx, c)).id);
    const upload = async (tipo: number) => {
      const res = await ctx.app.inject({ method: "POST", url, headers: c.headers, payload: { documento: toDataUrl(tinyPdf(`t${tipo}`)), tipo_documento_id: tipo } });
      expect(res.statusCode).toBe(201);
      return res.json().documento.id as number;
    };
    // Uploaded out of type order: the list is in type order, whatever the ids.
    const ids: Record<number, number> = {};
    for (const tipo of [4, 1, 3]) ids[tipo] = await upload(tipo);
    await expectPagedList(ctx, c, { url, key: "documento", ids: [ids[1], ids[3], ids[4]], addBetween: () => upload(5) });
  });

  it("answers 404 to a document id read through another family's path", async () => {
    const created = (
      await ctx.app.inject({
        method: "POST",
        url: listUrl("piloto", mine.piloto),
        headers: individual.headers,
        payload: { documento: toDataUrl(tinyPdf()), tipo_documento_id: 1 },
      })
    ).json().documento;
    const res = await ctx.app.inject({ method: "GET", url: contentUrl("mandato", created.id), headers: individual.headers });
    expect(res.statusCode).toBe(404);
  });

  it("refuses the juridico family to an individual: their natural id is not a juridico id of theirs", async () => {
    const res = await ctx.app.inject({ method: "GET", url: listUrl("juridico", individual.naturalId!), headers: individual.headers });
    expect(res.statusCode).toBe(404);
  });

  it("answers 401 without a token and 422 to a non-numeric id", async () => {
    expect((await ctx.app.inject({ method: "GET", url: listUrl("natural", mine.natural) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: contentUrl("natural", 1) })).statusCode).toBe(401);
    const bad = await ctx.app.inject({ method: "GET", url: "/api/natural_documento/abc/documento", headers: individual.headers });
    expect(bad.statusCode).toBe(422);
  });
});
