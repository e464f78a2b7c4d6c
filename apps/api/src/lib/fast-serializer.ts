import type { FastifyRouteSchemaDef } from "fastify/types/schema";
import fastJson from "fast-json-stringify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../config";

/** The JSON schema fast-json-stringify compiles from a zod response schema (no `$schema` draft marker). */
function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _draft, ...json } = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" });
  return json;
}

/**
 * The serialiser of the hot read routes (decision 092): Fastify's fast-json-stringify, compiled once
 * per status from the route's zod response schema, instead of a zod parse of every outgoing list.
 * The OpenAPI document still comes from the zod schemas. Under the test suite (`NODE_ENV=test`) each
 * answer is also checked as before: parsed by zod (a wrong answer still fails) and compared byte for
 * byte with what the zod serialiser writes, so the two cannot drift apart unnoticed.
 */
export function fastSerializer(config: Pick<Config, "NODE_ENV">) {
  const check = config.NODE_ENV === "test";
  // Generic over the route's schema type, so one compiler fits every route option's typing.
  return <T>(route: FastifyRouteSchemaDef<T>): ((data: unknown) => string) => {
    const schema = route.schema as unknown as z.ZodType;
    const stringify = fastJson(jsonSchemaOf(schema));
    if (!check) return stringify;
    const checked = zodSerializerCompiler({ ...route, schema });
    return (data) => {
      const expected = checked(data);
      const fast = stringify(data);
      if (fast !== expected) throw new Error(`${route.method} ${route.url} ${route.httpStatus}: fast-json-stringify writes ${fast}, zod ${expected}`);
      return fast;
    };
  };
}
