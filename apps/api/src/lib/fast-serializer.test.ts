import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { fastSerializer } from "./fast-serializer";

const itemSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  linea: z.string().nullable(),
  ref: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
  fecha: z.iso.date(),
});
const listSchema = z.object({ data: z.array(itemSchema), next_cursor: z.string().nullable() });

const item = { id: 7, nombre: "Camión \"Ñandú\" \u2028", linea: null, ref: { id: 1, nombre: "Azul" }, fecha: "2026-11-22" };

async function appAnswering(nodeEnv: "test" | "production", data: unknown) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.get("/zod", { schema: { response: { 200: listSchema } } }, async () => data as never);
  app.get("/fast", { serializerCompiler: fastSerializer({ NODE_ENV: nodeEnv }), schema: { response: { 200: listSchema } } }, async () => data as never);
  await app.ready();
  opened.push(app);
  return app;
}
const opened: Array<Awaited<ReturnType<typeof Fastify>>> = [];
afterEach(async () => void (await Promise.all(opened.splice(0).map((app) => app.close()))));

describe("fast serialiser of the hot reads (decision 092)", () => {
  it("writes the same bytes as the zod serialiser, unknown keys left out", async () => {
    const data = { data: [item, { ...item, id: 8, ref: null, linea: "L", persona_id: 99 }], next_cursor: null, extra: true };
    for (const env of ["test", "production"] as const) {
      const app = await appAnswering(env, data);
      const [fast, zod] = [await app.inject("/fast"), await app.inject("/zod")];
      expect(fast.statusCode, env).toBe(200);
      expect(fast.body, env).toBe(zod.body);
      expect(fast.body).not.toContain("persona_id");
    }
  });

  it("still refuses an answer its schema refuses under the test suite, and skips that check in production", async () => {
    const wrong = { data: [{ ...item, fecha: "22/11/2026" }], next_cursor: null };
    expect((await (await appAnswering("test", wrong)).inject("/fast")).statusCode).toBe(500);
    const production = await (await appAnswering("production", wrong)).inject("/fast");
    expect(production.statusCode).toBe(200);
    expect(production.json().data[0].fecha).toBe("22/11/2026");
  });
});
