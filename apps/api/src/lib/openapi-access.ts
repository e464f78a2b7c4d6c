import { SCOPE_REPORTAR } from "@portal/domain/poliza-reportada";
import { ROL_LABEL, ROLES } from "@portal/domain/staff";
import type { RouteOptions } from "fastify";
import { FORBIDDEN_MESSAGE } from "../plugins/staff-auth";
import { type Guard, routeAccess } from "./route-guard";

/** The two bearer tokens (decision 150): a carrier's and the console's never open each other's routes. */
export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "Token de acceso de una cuenta de transportista (`POST /api/authenticate`, `POST /api/refresh`).",
  },
  staffBearerAuth: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "Token de acceso de la consola de funcionarios (`POST /api/admin/authenticate/codigo`, `POST /api/admin/refresh`).",
  },
  insurerOAuth: {
    type: "oauth2",
    description:
      "Clientes API de las aseguradoras (OAuth 2.0, credenciales del cliente, RFC 6749 §4.4): `client_secret_basic` o `client_secret_post` " +
      "en `POST /api/aseguradoras/oauth/token`. El token dura 10 minutos y solo abre `/api/aseguradoras/v1/`; los de transportistas y de la consola no lo abren.",
    flows: {
      clientCredentials: {
        tokenUrl: "/api/aseguradoras/oauth/token",
        scopes: { [SCOPE_REPORTAR]: "Reportar pólizas y leer las propias." },
      },
    },
  },
} as const;

const errorAnswer = (description: string) => ({
  description,
  type: "object",
  properties: { message: { type: "string" } },
  required: ["message"],
});

interface OperationSchema {
  description?: string;
  security?: unknown;
  response?: Record<string, unknown>;
  [extension: `x-${string}`]: unknown;
}

/**
 * What an operation's document says about who may call it, read from the guards the route runs
 * (lib/route-guard.ts): its security scheme, the 401 without a valid token, and for the console the lowest
 * role (`x-rol-minimo`, also in the description) and the 403 below it. A public route declares none.
 */
export function describeAccess<S extends OperationSchema>(schema: S, route: RouteOptions): S {
  const access: Guard | null = routeAccess(route);
  if (!access) return schema;
  const response = { 401: errorAnswer("Sin token, o token vencido o revocado."), ...schema.response };
  if (access.scheme === "bearerAuth") return { ...schema, security: [{ bearerAuth: [] }], response };
  if (access.scheme === "insurerOAuth") {
    const scope = { 403: errorAnswer(`Token sin el alcance ${SCOPE_REPORTAR}.`) };
    return { ...schema, security: [{ insurerOAuth: [SCOPE_REPORTAR] }], response: { ...scope, ...response } };
  }
  const rol = access.rolMinimo;
  const above = ROLES.slice(ROLES.indexOf(rol) + 1).map((r) => ROL_LABEL[r].toLowerCase());
  const who = above.length ? `${ROL_LABEL[rol].toLowerCase()} o superior (${above.join(", ")})` : ROL_LABEL[rol].toLowerCase();
  const denied = rol === ROLES[0] ? {} : { 403: errorAnswer(`Funcionario con un rol menor que ${ROL_LABEL[rol].toLowerCase()}: «${FORBIDDEN_MESSAGE}»`) };
  return {
    ...schema,
    security: [{ staffBearerAuth: [] }],
    "x-rol-minimo": rol,
    description: [schema.description, `Rol mínimo: ${who}.`].filter(Boolean).join(" "),
    response: { ...denied, ...response },
  };
}
