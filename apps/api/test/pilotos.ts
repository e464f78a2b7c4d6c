import type { TestContext } from "./app";
import type { Carrier } from "./carrier";
import { validPiloto } from "./request-bodies";

export { validPiloto };

/** Creates a pilot through the API for `carrier` and returns the answered pilot. */
export async function createPiloto(ctx: TestContext, carrier: Carrier, overrides: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({ method: "POST", url: "/api/piloto", headers: carrier.headers, payload: validPiloto(overrides) });
  if (res.statusCode !== 201) throw new Error(`pilot not created: ${res.statusCode} ${res.body}`);
  return res.json().piloto as { id: number; nit: string; cui: string; persona_id: number } & Record<string, unknown>;
}
