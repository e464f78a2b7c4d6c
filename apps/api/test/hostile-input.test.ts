import { MSG } from "@portal/domain/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { persona_email, usuario } from "../src/db/schema/index";
import { buildTestApp, type TestContext } from "./app";
import { type Carrier, createCarrier, randomNit } from "./carrier";
import { createInsurerClient, insurerToken } from "./insurers";
import { operationsOf } from "./fuzz/operations";
import { tinyPdf, toDataUrl } from "./pdf";
import { randomIp } from "./signup";
import { createStaff, type Staff, staffHeaders } from "./staff";

/** Issue "Hardening", point 2: what a hostile client gets back (decisions 055–058). */

const MISSING = "2147483647"; // the largest id a column holds; no test creates that many rows
const BEYOND = ["2147483648", "99999999999999999999", "1e30"];

describe("hostile input", () => {
  let ctx: TestContext;
  let carrier: Carrier;
  let admin: Staff;
  let insurer: { authorization: string };
  beforeAll(async () => {
    ctx = await buildTestApp();
    carrier = await createCarrier(ctx);
    admin = await createStaff(ctx, { rol: "admin" });
    insurer = { authorization: `Bearer ${await insurerToken(ctx, await createInsurerClient(ctx))}` };
  });
  afterAll(() => ctx.close());

  it("a path id beyond the integer columns answers what a missing row answers, on every operation", async () => {
    const operations = operationsOf(ctx.app.swagger()).filter((op) => op.pathParams.some((p) => p.schema.type === "integer"));
    expect(operations.length).toBeGreaterThan(50);
    for (const op of operations) {
      // The id goes in the integer parameters; another parameter gets its first allowed value (e.g. a review's `tipo`).
      const url = (id: string) =>
        op.path.replace(/\{(\w+)\}/g, (_all, name: string) => {
          const schema = op.pathParams.find((p) => p.name === name)?.schema;
          return schema?.type === "integer" ? id : String(schema?.enum?.[0] ?? id);
        });
      // The console's and the insurers' routes refuse a carrier's token before reading the path (decision 150):
      // asked as an admin and as an insurer.
      const headers = op.path.startsWith("/api/admin/") ? staffHeaders(admin.token) : op.path.startsWith("/api/aseguradoras/") ? insurer : carrier.headers;
      const send = (id: string) => ctx.app.inject({ method: op.method, url: url(id), headers, remoteAddress: randomIp(), payload: op.body ? {} : undefined });
      const missing = await send(MISSING);
      if (!op.body) expect(missing.statusCode, `${op.method} ${op.path}`).toBe(404);
      for (const id of BEYOND) {
        const beyond = await send(id);
        expect({ status: beyond.statusCode, body: beyond.json() }, `${op.method} ${url(id)}`).toEqual({ status: missing.statusCode, body: missing.json() });
      }
    }
  });

  it("GET /api/persona/2147483648 is the same 404 as another carrier's persona", async () => {
    const other = await createCarrier(ctx);
    const beyond = await ctx.app.inject({ method: "GET", url: "/api/persona/2147483648", headers: carrier.headers });
    const foreign = await ctx.app.inject({ method: "GET", url: `/api/persona/${other.personaId}`, headers: carrier.headers });
    expect(beyond.statusCode).toBe(404);
    expect(beyond.json()).toEqual(foreign.json());
  });

  it("an id beyond the range in a body or a query string is a 422 on that field, and writes nothing", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/persona_telefono/${carrier.personaId}/persona`,
      headers: carrier.headers,
      payload: { numero: "55123456", tipo_telefono_id: 2147483648 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ tipo_telefono_id: [MSG.required] });
    const query = await ctx.app.inject({ method: "GET", url: "/api/catalogo/municipio?departamento_id=2147483648" });
    expect(query.statusCode).toBe(422);
    expect(query.json().errors).toEqual({ departamento_id: ["El filtro debe ser un número entero positivo."] });
  });

  it("the reported e-mail attack is refused on its field, and the server keeps answering", async () => {
    const attack = ctx.app.inject({
      method: "POST",
      url: "/api/password/email/nit",
      remoteAddress: randomIp(),
      payload: { nit: carrier.nit, email: `a@${".".repeat(40_000)}@` },
    });
    const health = ctx.app.inject({ method: "GET", url: "/api/health" });
    const [res, ok] = await Promise.all([attack, health]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: MSG.emailInvalid, errors: { email: [MSG.emailInvalid] } });
    expect(ok.statusCode).toBe(200);
  });

  it.each(["juan@example..gt", "juan@ejemplo,gt.com", ".juan@example.gt", "juan.@example.gt", "juan@example.gt."])(
    "refuses the unreachable e-mail %s and stores nothing",
    async (email) => {
      const res = await ctx.app.inject({
        method: "POST",
        url: `/api/persona_email/${carrier.personaId}/persona`,
        headers: carrier.headers,
        payload: { email, notificar: true },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ email: [MSG.emailPersona] });
      expect(await ctx.app.db.select().from(persona_email).where(eq(persona_email.email, email))).toEqual([]);
    },
  );

  it("a body over 64 KB is refused with 413 before it is read, outside the upload routes", async () => {
    const nit = randomNit();
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/usuario",
      remoteAddress: randomIp(),
      payload: { nit, email: `${"a".repeat(70_000)}@example.gt`, password: "Transporte-2026!", "g-recaptcha-response": "x" },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "La solicitud excede el tamaño máximo permitido." });
    expect(await ctx.app.db.select().from(usuario).where(eq(usuario.nit, nit))).toEqual([]);
  });

  it("an upload route still takes a PDF well over 64 KB", async () => {
    const pdf = toDataUrl(tinyPdf("grande", 300_000));
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/natural_documento/${carrier.naturalId}/natural`,
      headers: carrier.headers,
      remoteAddress: randomIp(),
      payload: { documento: pdf, tipo_documento_id: 1, activo: true },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().documento.size).toBeGreaterThan(300_000);
  });
});
