import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../test/app";

interface Property {
  type?: string;
  format?: string;
  maxLength?: number;
  description?: string;
}
interface Content {
  [type: string]: { schema: Property & { required?: string[]; properties: Record<string, Property> } };
}
interface Operation {
  requestBody: { required: boolean; content: Content };
  responses: Record<string, { content?: Content; headers?: Record<string, unknown> }>;
}

/** What a client generator reads for the PDF file routes: a multipart body with a binary file, a binary answer. */
describe("OpenAPI document of the PDF file routes", () => {
  let ctx: TestContext;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    const res = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    paths = res.json().paths;
  });
  afterAll(() => ctx.close());

  const uploads = [
    { path: "/api/natural_documento/{naturalId}/natural/pdf", method: "post", file: "documento", fields: ["tipo_documento_id"] },
    { path: "/api/piloto_documento/{pilotoId}/piloto/pdf", method: "post", file: "documento", fields: ["tipo_documento_id"] },
    { path: "/api/vehiculo/{id}/poliza_documento", method: "put", file: "poliza_documento", fields: [] },
  ];
  it.each(uploads)("$method $path takes multipart/form-data with a binary $file and its size limit", ({ path, method, file, fields }) => {
    const body = paths[path]?.[method]?.requestBody;
    expect(body?.required).toBe(true);
    expect(Object.keys(body.content)).toEqual(["multipart/form-data"]);
    const schema = body.content["multipart/form-data"].schema;
    expect(schema.required).toEqual([file, ...fields]);
    expect(schema.properties[file]).toMatchObject({ type: "string", format: "binary", maxLength: expect.any(Number) });
    expect(schema.properties[file].description).toMatch(/hasta \d+ MB/);
    for (const field of fields) expect(schema.properties[field]).toMatchObject({ type: "integer" });
    // The errors stay JSON.
    expect(Object.keys(paths[path][method].responses)).toEqual(expect.arrayContaining(["413", "415", "422"]));
  });

  const downloads = ["/api/natural_documento/{documentId}/pdf", "/api/piloto_documento/{documentId}/pdf", "/api/vehiculo/{id}/poliza_documento/pdf"];
  it.each(downloads)("get %s answers application/pdf bytes with Content-Disposition", (path) => {
    const responses = paths[path]?.get?.responses;
    expect(responses?.["200"].content).toEqual({ "application/pdf": { schema: { type: "string", format: "binary" } } });
    expect(Object.keys(responses["200"].headers ?? {})).toEqual(expect.arrayContaining(["content-disposition", "content-length", "etag"]));
    expect(responses["304"]).toBeDefined();
    expect(responses["304"].content).toBeUndefined();
    expect(responses["404"].content).toHaveProperty(["application/json"]);
  });

  it("leaves the spec's JSON upload routes as JSON", () => {
    const body = paths["/api/natural_documento/{naturalId}/natural"].post.requestBody;
    expect(Object.keys(body.content)).toEqual(["application/json"]);
    expect(body.content["application/json"].schema.properties.documento.type).toBe("string");
  });
});
