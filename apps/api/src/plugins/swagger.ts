import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { describeAccess, SECURITY_SCHEMES } from "../lib/openapi-access";
import { describePdfRoute } from "../lib/openapi-pdf";
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from "../lib/database-unavailable";

/** Every operation may answer this while the database is away (plugins/errors.ts). */
const unavailable = {
  description: `Base de datos no disponible por el momento (reinicio, conmutación, corte de red): «${UNAVAILABLE_MESSAGE}». \`Retry-After\` indica los segundos (${RETRY_AFTER_SECONDS}) antes de reintentar.`,
  type: "object",
  properties: { message: { type: "string" } },
  required: ["message"],
};

/**
 * The zod transform, plus the 503 that any operation may answer, unless the route documents its own;
 * the PDF file routes' multipart bodies and binary answers (lib/openapi-pdf.ts); who may call it, from
 * the guards the route runs (lib/openapi-access.ts).
 */
const transform: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  if (!input.url.startsWith("/api/") || input.url.startsWith("/api/docs")) return out;
  const pdf = describePdfRoute(out.schema as { response?: Record<string, unknown> }, input.route.config?.openapiPdf);
  const schema = describeAccess(pdf, input.route);
  return { ...out, schema: { ...schema, response: { 503: unavailable, ...schema.response } } };
};

/** OpenAPI document built from the routes' zod schemas; UI at /api/docs, JSON at /api/docs/json. */
export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Portal de actualización de datos de transportistas",
        description:
          "API del portal. Errores: `{ message, errors? }` con mensajes en español. " +
          "Ninguna respuesta se guarda en caché (`Cache-Control: no-store`) salvo los catálogos públicos. " +
          "Los límites de intentos (429 con `Retry-After`) cuentan por dirección del cliente; sin Redis, cada instancia cuenta por su cuenta. " +
          "Cualquier operación responde 422 «Contiene caracteres no permitidos.» sobre el campo (ruta, consulta o cuerpo) que lleve " +
          "un carácter de control (NUL y demás C0 salvo tabulador, salto de línea y retorno de carro; DEL), y 413 a un cuerpo de más " +
          "de 64 KB, salvo las cargas de PDF (documentos y póliza del vehículo). Un id de ruta mayor que 2147483647 responde el mismo " +
          "404 que un registro inexistente; en el cuerpo o la consulta, 422 sobre el campo. " +
          "Cada operación protegida declara su esquema: `bearerAuth` (token de un transportista), `staffBearerAuth` " +
          "(token de la consola) o `insurerOAuth` (clientes API de las aseguradoras, OAuth 2.0 con credenciales del cliente, solo en `/api/aseguradoras/v1/`); sin token válido responde 401. Las de la consola indican en `x-rol-minimo` el rol más bajo " +
          "que admiten (revisor, supervisor, admin), comprobado antes de leer el cuerpo: un rol menor recibe 403.",
        version: "1.0.0",
      },
      components: {
        securitySchemes: SECURITY_SCHEMES,
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
});
