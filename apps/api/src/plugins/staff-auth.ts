import { type Rol, rolesFrom, ROLES } from "@portal/domain/staff";
import { MSG } from "@portal/domain/messages";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { funcionario, funcionario_sesion } from "../db/schema/index";
import { AppError, unauthorized } from "../lib/errors";
import { guardOf, markGuard } from "../lib/route-guard";
import { STAFF_AUDIENCE } from "../lib/staff-sessions";
import type { StaffAccessClaims } from "./auth";

/** The console's API: staff only, unless a route says `config: { staffPublic: true }`. */
export const ADMIN_PREFIX = "/api/admin/";

export const FORBIDDEN_MESSAGE = "No tiene permiso para esta acción.";

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    /** preHandler for every `/api/admin/*` route: a live staff session of an active staff member. */
    authenticateStaff: PreHandler;
    /**
     * Guard factory: 403 unless the staff member's role is one of `roles`, a role and every role above it
     * (authenticates first if needed). Wherever a route puts it, it runs in onRequest, before the body is read.
     */
    requireStaffRole: (...roles: Rol[]) => PreHandler;
  }
  interface FastifyContextConfig {
    /** An /api/admin/* route that answers without a console session (the sign-in steps). */
    staffPublic?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in staff member and their current role; set by `authenticateStaff`. */
    staff: { id: number; rol: Rol; sessionId: number } | null;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === "string" ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * The staff guard (decision 150), put in front of every /api/admin/* route. The token must be a staff token (audience), and its session live and
 * its staff member active: checked in the database on every request — no cache — so deactivation and
 * sign-out take effect at once on every instance, and a role change on the next request. Staff requests
 * are few; the lookup is one indexed join.
 */
export default fp(
  async (app) => {
    app.decorateRequest("staff", null);

    const authenticateStaff: PreHandler = async (request) => {
      if (request.staff) return;
      let claims: { id: number; sid: number };
      try {
        const token = bearer(request);
        if (!token) throw new Error("no token");
        const payload = app.jwt.verify<StaffAccessClaims>(token, { allowedAud: STAFF_AUDIENCE, requiredClaims: ["aud"] });
        claims = { id: Number(payload.sub), sid: Number(payload.sid) };
      } catch {
        throw unauthorized(MSG.sessionExpired);
      }
      if (![claims.id, claims.sid].every((n) => Number.isInteger(n) && n > 0)) throw unauthorized(MSG.sessionExpired);
      const [row] = await app.db
        .select({ rol: funcionario.rol })
        .from(funcionario_sesion)
        .innerJoin(funcionario, eq(funcionario.id, funcionario_sesion.funcionario_id))
        .where(
          and(
            eq(funcionario_sesion.id, claims.sid),
            eq(funcionario_sesion.funcionario_id, claims.id),
            isNull(funcionario_sesion.revoked_at),
            eq(funcionario.activo, true),
          ),
        )
        .limit(1);
      if (!row) throw unauthorized(MSG.sessionExpired);
      request.staff = { id: claims.id, rol: row.rol, sessionId: claims.sid };
    };

    // Any staff member, whatever the role: the OpenAPI document reads this mark (lib/route-guard.ts).
    app.decorate("authenticateStaff", markGuard(authenticateStaff, { scheme: "staffBearerAuth", rolMinimo: "revisor" }));

    // Deny by default: every /api/admin/* route gets the staff guard first, in onRequest (before the body
    // is even read), unless it opts out with `config: { staffPublic: true }` (the sign-in steps). A role
    // guard the route put in a later hook moves up beside it, so a role too low is told 403 before the
    // body is parsed or validated, not the field messages of a form it may not send.
    app.addHook("onRoute", (route) => {
      if (!route.url.startsWith(ADMIN_PREFIX) || route.config?.staffPublic) return;
      const list = (value: unknown): unknown[] => (value ? [value].flat() : []);
      const isRoleGuard = (fn: unknown) => guardOf(fn)?.scheme === "staffBearerAuth";
      const roleGuards = [route.preParsing, route.preValidation, route.preHandler].flatMap(list).filter(isRoleGuard);
      route.preParsing = list(route.preParsing).filter((fn) => !isRoleGuard(fn)) as typeof route.preParsing;
      route.preValidation = list(route.preValidation).filter((fn) => !isRoleGuard(fn)) as typeof route.preValidation;
      route.preHandler = list(route.preHandler).filter((fn) => !isRoleGuard(fn)) as typeof route.preHandler;
      route.onRequest = [authenticateStaff, ...roleGuards, ...list(route.onRequest)] as typeof route.onRequest;
    });
    app.decorate("requireStaffRole", (...roles: Rol[]): PreHandler => {
      // The lowest role given, and the check that every role above it is given too (rolesFrom), so one role names the rule.
      const rolMinimo = ROLES.find((r) => roles.includes(r));
      if (!rolMinimo || rolesFrom(rolMinimo).some((r) => !roles.includes(r))) {
        throw new Error(`requireStaffRole: se espera un rol y todos los superiores (rolesFrom), no ${roles.join(", ")}`);
      }
      const guard: PreHandler = async (request, reply) => {
        if (!request.staff) await authenticateStaff(request, reply);
        if (!request.staff || !roles.includes(request.staff.rol)) throw new AppError(403, FORBIDDEN_MESSAGE);
      };
      return markGuard(guard, { scheme: "staffBearerAuth", rolMinimo });
    });
  },
  { name: "staff-auth" },
);
