import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conflicto_placa, validar_registro_piloto, vehiculo } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addLicencia, addTarjeta, addVehiculoChain, randomPlaca, vehicleCatalogues, vehiculoPayload } from "../../../test/licencias";
import { mailsTo } from "../../../test/outbox";
import { createStaff, type Staff, staffHeaders } from "../../../test/staff";

describe("plate conflicts: recorded on the 409, listed and resolved by a supervisor", () => {
  let ctx: TestContext;
  let supervisor: Staff;
  beforeAll(async () => {
    ctx = await buildTestApp();
    supervisor = await createStaff(ctx, { rol: "supervisor" });
  });
  afterAll(() => ctx.close());

  const emailOf = (c: Carrier) => `${c.nit.toLowerCase()}@example.com`;
  const claims = (c: Carrier) => ctx.app.db.select().from(conflicto_placa).where(eq(conflicto_placa.persona_id, c.personaId));
  const resolve = (headers: Record<string, string>, id: number, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: "POST", url: `/api/admin/conflictos/${id}`, headers, payload });

  /** A holds the plate (with a live QR); B is refused it twice: one pending claim. */
  async function refusedClaim() {
    const holder = await createCarrier(ctx);
    const claimant = await createCarrier(ctx, "juridico");
    const placa = randomPlaca();
    const { vehiculo: held } = await addVehiculoChain(ctx, holder, { vehiculo: { numero_placa: placa } });
    const qr = (await ctx.app.inject({ method: "GET", url: `/api/validar_registro_piloto/generar/${held.id}/vehiculo`, headers: holder.headers })).json().validar as { id: number };
    const licencia = await addLicencia(ctx, claimant);
    const tarjeta = await addTarjeta(ctx, claimant, licencia.id);
    const body = vehiculoPayload(await vehicleCatalogues(ctx), { nit: claimant.nit, numero_placa: placa });
    const post = () => ctx.app.inject({ method: "POST", url: `/api/vehiculo/${tarjeta.id}/tarjeta_operacion`, headers: claimant.headers, payload: body });
    for (let i = 0; i < 2; i++) {
      const refused = await post();
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe("La placa ya está registrada en otro vehículo activo.");
    }
    const [claim] = await claims(claimant);
    expect(await claims(claimant)).toHaveLength(1);
    return { holder, claimant, placa, held, qr, claim, post };
  }

  it("records the refused claim once and lists it with both carriers; a revisor gets 403, a carrier 401", async () => {
    const { holder, claimant, placa, held, claim } = await refusedClaim();
    expect(claim).toMatchObject({ estado: "pendiente", numero_placa: placa, existente_vehiculo_id: held.id });
    const pages: Array<{ id: number }> = [];
    let url: string | null = "/api/admin/conflictos?limit=100";
    while (url) {
      const res = await ctx.app.inject({ method: "GET", url, headers: staffHeaders(supervisor.token) });
      expect(res.statusCode).toBe(200);
      const page = res.json() as { conflicto: Array<{ id: number }>; next_cursor: string | null };
      pages.push(...page.conflicto);
      const next = page.next_cursor;
      url = next ? `/api/admin/conflictos?limit=100&cursor=${next}` : null;
    }
    expect(pages.find((c) => c.id === claim.id)).toMatchObject({
      estado: "pendiente",
      numero_placa: placa,
      reclamante: { persona_id: claimant.personaId, nit: claimant.nit, nombre: "TRANSPORTES EJEMPLO, S.A." },
      existente: { vehiculo_id: held.id, activo: true, persona_id: holder.personaId, nit: holder.nit, nombre: "JUAN PÉREZ" },
    });
    const revisor = await createStaff(ctx, { rol: "revisor" });
    expect((await ctx.app.inject({ method: "GET", url: "/api/admin/conflictos", headers: staffHeaders(revisor.token) })).statusCode).toBe(403);
    expect((await resolve(staffHeaders(revisor.token), claim.id, { resolucion: "rechazar_reclamo", motivo: "x" })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "GET", url: "/api/admin/conflictos", headers: claimant.headers })).statusCode).toBe(401);
    expect((await resolve(claimant.headers, claim.id, { resolucion: "rechazar_reclamo", motivo: "x" })).statusCode).toBe(401);
    expect((await claims(claimant))[0].estado).toBe("pendiente");
  });

  it("desactivar_existente: deactivates the holder's vehicle, revokes its QR, mails both; the claimant can then register the plate", async () => {
    const { holder, claimant, placa, held, qr, claim, post } = await refusedClaim();
    const res = await resolve(staffHeaders(supervisor.token), claim.id, { resolucion: "desactivar_existente", motivo: "Factura de compraventa presentada." });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Conflicto resuelto. Se notificó a los transportistas por correo.",
      conflicto: { id: claim.id, estado: "desactivado_existente", motivo: "Factura de compraventa presentada.", existente: { vehiculo_id: held.id, activo: false } },
    });
    const [v] = await ctx.app.db.select().from(vehiculo).where(eq(vehiculo.id, held.id));
    expect(v.activo).toBe(false);
    const [code] = await ctx.app.db.select().from(validar_registro_piloto).where(eq(validar_registro_piloto.id, qr.id));
    expect(code.revocado_at).toBeInstanceOf(Date);
    // The authority's act, as the public check will say it (decision 201).
    expect(code.revocado_causa).toBe("CONFLICTO_PLACA");
    expect(mailsTo(ctx, emailOf(holder)).join()).toContain(placa);
    expect(mailsTo(ctx, emailOf(claimant)).join()).toContain(placa);
    expect((await post()).statusCode).toBe(201);
    const again = await resolve(staffHeaders(supervisor.token), claim.id, { resolucion: "rechazar_reclamo", motivo: "Otro." });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Este conflicto ya fue resuelto.");
  });

  it("rechazar_reclamo: the holder's vehicle stays active and the claimant is mailed the reason; bad input is a 422 that changes nothing", async () => {
    const { holder, claimant, held, claim, post } = await refusedClaim();
    const bad = await resolve(staffHeaders(supervisor.token), claim.id, { resolucion: "borrar", motivo: "" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["motivo", "resolucion"]);
    expect((await claims(claimant))[0].estado).toBe("pendiente");
    const res = await resolve(staffHeaders(supervisor.token), claim.id, { resolucion: "rechazar_reclamo", motivo: "No presentó documentos de propiedad." });
    expect(res.statusCode).toBe(200);
    expect(res.json().conflicto).toMatchObject({ estado: "reclamo_rechazado", existente: { vehiculo_id: held.id, activo: true } });
    const [v] = await ctx.app.db.select().from(vehiculo).where(and(eq(vehiculo.id, held.id)));
    expect(v.activo).toBe(true);
    expect(mailsTo(ctx, emailOf(holder))).toEqual([]);
    expect(mailsTo(ctx, emailOf(claimant)).join()).toContain("No presentó documentos de propiedad.");
    // Refused again after the rejection: a new pending claim.
    expect((await post()).statusCode).toBe(409);
    expect((await claims(claimant)).map((c) => c.estado).sort()).toEqual(["pendiente", "reclamo_rechazado"]);
    expect((await resolve(staffHeaders(supervisor.token), 2_000_000_000, { resolucion: "rechazar_reclamo", motivo: "x" })).statusCode).toBe(404);
  });

  it("still answers the 409 when the claim cannot be recorded", async () => {
    const holder = await createCarrier(ctx);
    const claimant = await createCarrier(ctx);
    const placa = randomPlaca();
    await addVehiculoChain(ctx, holder, { vehiculo: { numero_placa: placa } });
    const licencia = await addLicencia(ctx, claimant);
    const tarjeta = await addTarjeta(ctx, claimant, licencia.id);
    // A constraint that refuses this claimant's claims only (the PostgreSQL test database is shared).
    const name = sql.identifier(`conflicto_falla_${claimant.personaId}`);
    await ctx.app.db.execute(sql`alter table conflicto_placa add constraint ${name} check (persona_id <> ${sql.raw(String(claimant.personaId))}) not valid`);
    try {
      const body = vehiculoPayload(await vehicleCatalogues(ctx), { nit: claimant.nit, numero_placa: placa });
      const res = await ctx.app.inject({ method: "POST", url: `/api/vehiculo/${tarjeta.id}/tarjeta_operacion`, headers: claimant.headers, payload: body });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("La placa ya está registrada en otro vehículo activo.");
      expect(await claims(claimant)).toEqual([]);
    } finally {
      await ctx.app.db.execute(sql`alter table conflicto_placa drop constraint ${name}`);
    }
  });

  it("records no claim when the plate is on the carrier's own vehicle", async () => {
    const c = await createCarrier(ctx);
    const placa = randomPlaca();
    await addVehiculoChain(ctx, c, { vehiculo: { numero_placa: placa } });
    const licencia = await addLicencia(ctx, c, { numero: "LIC-002" });
    const tarjeta = await addTarjeta(ctx, c, licencia.id, "T-99999");
    const body = vehiculoPayload(await vehicleCatalogues(ctx), { nit: c.nit, numero_placa: placa });
    const res = await ctx.app.inject({ method: "POST", url: `/api/vehiculo/${tarjeta.id}/tarjeta_operacion`, headers: c.headers, payload: body });
    expect(res.statusCode).toBe(409);
    expect(await claims(c)).toEqual([]);
  });
});
