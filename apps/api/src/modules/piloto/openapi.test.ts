import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";

describe("OpenAPI document", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it("publishes the mandatario, lawyer, pilot and emergency-contact routes", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const { paths } = res.json();
    for (const path of [
      "/api/mandato/{personaId}/persona",
      "/api/mandato/{id}",
      "/api/abogado_auxiliar/{personaId}/persona",
      "/api/abogado_auxiliar/{id}",
      "/api/piloto",
      "/api/piloto/{id}",
      "/api/piloto/buscar/nit",
      "/api/piloto/buscar/cui",
      "/api/piloto_emergencia/{pilotoId}/piloto",
      "/api/piloto_emergencia/{id}",
    ]) {
      expect(paths).toHaveProperty([path]);
    }
    const body = paths["/api/piloto"].post.requestBody.content["application/json"].schema;
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(["administrasion_licencia", "adminision_licencia"]));
    expect(body.required).toEqual(expect.arrayContaining(["nit", "cui", "nombre", "apellido", "fecha_nacimiento"]));
    expect(body.required).not.toContain("telefono");
  });
});
