import { ROLES, type Rol } from "@portal/domain/staff";
import type { FastifyInstance, RouteOptions } from "fastify";

/**
 * Who a guard lets in. It is written on the guard function itself, so the OpenAPI document reads each
 * operation's security from the hooks the route really runs (plugins/swagger.ts) and cannot drift from them.
 */
export type Guard = { scheme: "bearerAuth" } | { scheme: "staffBearerAuth"; rolMinimo: Rol } | { scheme: "insurerOAuth" };

const GUARD = Symbol("portal.guard");

/** Marks `fn` as a guard that lets in what `guard` says; returns `fn`. */
export function markGuard<F extends object>(fn: F, guard: Guard): F {
  Object.defineProperty(fn, GUARD, { value: guard });
  return fn;
}

export function guardOf(fn: unknown): Guard | undefined {
  return typeof fn === "function" ? (fn as { [GUARD]?: Guard })[GUARD] : undefined;
}

type HookLists = Pick<RouteOptions, "onRequest" | "preParsing" | "preValidation" | "preHandler">;

const hooks = (value: unknown): unknown[] => (value === undefined || value === null ? [] : [value].flat());

/**
 * What a route lets in, from the guards among its hooks: the staff guard with the highest role wins, then
 * the carrier's; null for a public route.
 */
export function routeAccess(route: HookLists): Guard | null {
  const guards = (["onRequest", "preParsing", "preValidation", "preHandler"] as const).flatMap((k) => hooks(route[k]).map(guardOf)).filter((g) => g !== undefined);
  const staff = guards.filter((g) => g.scheme === "staffBearerAuth");
  if (staff.length > 0) return staff.reduce((a, b) => (ROLES.indexOf(b.rolMinimo) > ROLES.indexOf(a.rolMinimo) ? b : a));
  return guards[0] ?? null;
}

/**
 * Puts `guard` first in `onRequest` of every route this plugin registers from now on: the same as a
 * plugin-level `onRequest` hook, except that the route's own options show it (so its OpenAPI operation does).
 */
export function guardEveryRoute(app: FastifyInstance, guard: NonNullable<RouteOptions["onRequest"]>) {
  app.addHook("onRoute", (route) => {
    route.onRequest = [...hooks(guard), ...hooks(route.onRequest)] as RouteOptions["onRequest"];
  });
}
