import { CATALOGUE_NAMES, catalogueListSchema } from "@portal/domain/catalogues";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";

const spanish = new Intl.Collator("es");

describe("GET /api/catalogo/{name}", () => {
  let ctx: TestContext;
  const get = (url: string) => ctx.app.inject({ method: "GET", url });
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it("answers each of the 22 names of the spec, `color` and `aseguradora`, without a token, a non-empty bare list of {id, value}", async () => {
    expect(CATALOGUE_NAMES).toHaveLength(24);
    for (const name of CATALOGUE_NAMES) {
      const res = await get(`/api/catalogo/${name}`);
      expect(res.statusCode, name).toBe(200);
      const body = res.json();
      expect(catalogueListSchema.parse(body).length, name).toBeGreaterThan(0);
      for (const item of body) expect(Object.keys(item).sort()).toEqual(["id", "value"]);
      expect(new Set(body.map((i: { id: number }) => i.id)).size, name).toBe(body.length);
      expect(res.headers["cache-control"]).toBe("public, max-age=3600");
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    }
  });

  it("answers the same bytes each time, read once at start (decision 093)", async () => {
    const first = await get("/api/catalogo/municipio?departamento_id=9");
    const second = await get("/api/catalogo/municipio?departamento_id=9");
    expect(first.body).toBe(second.body);
    expect(first.json()).toHaveLength(24);
    expect(first.body.startsWith('[{"id":')).toBe(true);
  });

  it("lists simple catalogues by id, as seeded", async () => {
    const res = await get("/api/catalogo/estado_civil");
    expect(res.json()).toEqual([
      { id: 1, value: "Soltero(a)" },
      { id: 2, value: "Casado(a)" },
      { id: 3, value: "Unido(a)" },
      { id: 4, value: "Divorciado(a)" },
      { id: 5, value: "Viudo(a)" },
    ]);
    const docs = (await get("/api/catalogo/tipo_documento_natural")).json();
    expect(docs.map((d: { value: string }) => d.value)).toEqual(["DPI", "RTU", "Certificado de propiedad (SAT)"]);
  });

  it("sorts professions by value in Spanish order", async () => {
    const values: string[] = (await get("/api/catalogo/profesion_oficio")).json().map((i: { value: string }) => i.value);
    expect(values.length).toBeGreaterThanOrEqual(40);
    expect(values).toEqual([...values].sort(spanish.compare));
    expect(values).toEqual(expect.arrayContaining(["Piloto de transporte", "Transportista", "Abogado y Notario"]));
  });

  it("lists countries and nationalities with Guatemala (id 1) first, then by name", async () => {
    const paises = (await get("/api/catalogo/pais")).json();
    expect(paises[0]).toEqual({ id: 1, value: "Guatemala" });
    const rest = paises.slice(1).map((p: { value: string }) => p.value);
    expect(rest).toEqual([...rest].sort(spanish.compare));
    expect(paises.length).toBeGreaterThanOrEqual(60);

    const nacionalidades = (await get("/api/catalogo/paisNacionalidad")).json();
    expect(nacionalidades[0]).toEqual({ id: 1, value: "Guatemalteca" });
    expect(nacionalidades).toContainEqual({ id: paises.find((p: { value: string }) => p.value === "México").id, value: "Mexicana" });
  });

  it("answers 404 with a Spanish message for an unknown name", async () => {
    for (const name of ["colores", "no_existe", "constructor", "__proto__"]) {
      const res = await get(`/api/catalogo/${name}`);
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toEqual({ message: "Catálogo no encontrado." });
      expect(res.headers["cache-control"]).not.toBe("public, max-age=3600");
    }
  });

  it("answers 422 for a non-numeric filter", async () => {
    for (const url of ["/api/catalogo/municipio?departamento_id=abc", "/api/catalogo/departamento?pais_id=1.5", "/api/catalogo/municipio?departamento_id=-3"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().message).toBe("El filtro debe ser un número entero positivo.");
      expect(res.json().errors).toBeDefined();
    }
  });

  it("is documented in the OpenAPI document", async () => {
    const doc = (await get("/api/docs/json")).json();
    const op = doc.paths["/api/catalogo/{name}"].get;
    expect(op.security).toBeUndefined();
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["200", "404", "422"]));
    expect(op.responses["200"].content["application/json"].schema.type).toBe("array");
  });
});
