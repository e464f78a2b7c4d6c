import { randomBytes } from "node:crypto";
import jwt from "@fastify/jwt";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import type { Database } from "../../src/db/client";

/**
 * The yardstick: a bare Fastify route that checks a JWT and runs one indexed SELECT through the app's
 * own database handle (same driver, same pool). It signs its own tokens, so it does not depend on how
 * the app keeps its secret or sessions.
 */
export async function buildBaselineApp(database: Database) {
  const app = Fastify({ logger: false });
  await app.register(jwt, { secret: randomBytes(32).toString("hex") });
  app.get("/baseline", async (request) => {
    const { sub } = await request.jwtVerify<{ sub: string }>();
    const result = await database.db.execute(
      sql`select id, usuario_id, juridico_completo from persona where usuario_id = ${Number(sub)} order by id`,
    );
    return (result as unknown as { rows: unknown[] }).rows;
  });
  await app.ready();
  return { app, sign: (userId: number) => app.jwt.sign({ sub: String(userId) } as never) };
}
