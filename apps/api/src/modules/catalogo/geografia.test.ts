import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { departamento, municipio } from "../../db/schema/index";

/** The departments in INE order: code, name and official municipality count. */
const DEPARTAMENTOS: [string, string, number][] = [
  ["01", "Guatemala", 17], ["02", "El Progreso", 8], ["03", "Sacatepéquez", 16], ["04", "Chimaltenango", 16],
  ["05", "Escuintla", 14], ["06", "Santa Rosa", 14], ["07", "Sololá", 19], ["08", "Totonicapán", 8],
  ["09", "Quetzaltenango", 24], ["10", "Suchitepéquez", 21], ["11", "Retalhuleu", 9], ["12", "San Marcos", 30],
  ["13", "Huehuetenango", 33], ["14", "Quiché", 21], ["15", "Baja Verapaz", 8], ["16", "Alta Verapaz", 17],
  ["17", "Petén", 14], ["18", "Izabal", 5], ["19", "Zacapa", 11], ["20", "Chiquimula", 11], ["21", "Jalapa", 7],
  ["22", "Jutiapa", 17],
];

describe("departamentos and municipios of Guatemala", () => {
  let ctx: TestContext;
  const get = (url: string) => ctx.app.inject({ method: "GET", url });
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it("serves the 22 departments in INE order, for pais_id 1 and unfiltered", async () => {
    const expected = DEPARTAMENTOS.map(([code, value]) => ({ id: Number(code), value }));
    expect((await get("/api/catalogo/departamento")).json()).toEqual(expected);
    expect((await get("/api/catalogo/departamento?pais_id=1")).json()).toEqual(expected);
    expect((await get("/api/catalogo/departamento?pais_id=2")).json()).toEqual([]);
    const rows = await ctx.app.db.select().from(departamento).orderBy(asc(departamento.id));
    expect(rows.map((d) => d.codigo)).toEqual(DEPARTAMENTOS.map(([code]) => code));
  });

  it("serves all 340 municipalities, each code DDMM with DD its department's code", async () => {
    expect((await get("/api/catalogo/municipio")).json()).toHaveLength(340);
    const rows = await ctx.app.db
      .select({ codigo: municipio.codigo, id: municipio.id, dep: departamento.codigo })
      .from(municipio)
      .innerJoin(departamento, eq(municipio.departamento_id, departamento.id));
    expect(rows).toHaveLength(340);
    for (const r of rows) {
      expect(r.codigo).toMatch(/^\d{4}$/);
      expect(r.codigo.slice(0, 2)).toBe(r.dep);
      expect(r.id).toBe(Number(r.codigo));
    }
  });

  it("numbers each department's municipalities 01..N with the official count", async () => {
    for (const [code, nombre, count] of DEPARTAMENTOS) {
      const res = await get(`/api/catalogo/municipio?departamento_id=${Number(code)}`);
      expect(res.json(), nombre).toHaveLength(count);
      const codes = (await ctx.app.db.select({ c: municipio.codigo }).from(municipio).where(eq(municipio.departamento_id, Number(code))))
        .map((r) => r.c)
        .sort();
      expect(codes).toEqual(Array.from({ length: count }, (_, i) => code + String(i + 1).padStart(2, "0")));
    }
  });

  it("has the right names on known codes", async () => {
    const known: [string, string][] = [
      ["0101", "Guatemala"], ["0514", "Sipacate"], ["1230", "La Blanca"], ["1333", "Petatán"],
      ["1911", "San Jorge"], ["2215", "Pasaco"], ["2217", "Quesada"], ["1617", "Raxruhá"], ["1714", "El Chal"],
    ];
    for (const [codigo, nombre] of known) {
      const [row] = await ctx.app.db.select().from(municipio).where(eq(municipio.codigo, codigo));
      expect(row?.nombre, codigo).toBe(nombre);
    }
  });

  it("filters by department and sorts by name", async () => {
    const items = (await get("/api/catalogo/municipio?departamento_id=1")).json();
    expect(items).toHaveLength(17);
    expect(items[0]).toEqual({ id: 114, value: "Amatitlán" });
    expect(items).toContainEqual({ id: 101, value: "Guatemala" });
    const values = items.map((i: { value: string }) => i.value);
    expect(values).toEqual([...values].sort(new Intl.Collator("es").compare));
    expect((await get("/api/catalogo/municipio?departamento_id=99")).json()).toEqual([]);
  });
});
