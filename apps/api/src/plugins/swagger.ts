import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI document built from the routes' zod schemas; UI at /api/docs, JSON at /api/docs/json. */
export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Portal de actualización de datos de transportistas",
        description: "API del portal. Errores: `{ message, errors? }` con mensajes en español.",
        version: "1.0.0",
      },
      components: {
        securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
});
