import { todayInGuatemala } from "@portal/domain/formats";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditoria, validar_registro_piloto } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addVehiculoChain } from "../../../test/licencias";
import { mailsTo } from "../../../test/outbox";
import { createStaff, type Staff, staffHeaders } from "../../../test/staff";

describe("POST /api/admin/validaciones/{id}/revocar", () => {
  let ctx: TestContext;
  let supervisor: Staff;
  beforeAll(async () => {
    ctx = await buildTestApp();
    supervisor = await createStaff(ctx, { rol: "supervisor" });
  });
  afterAll(() => ctx.close());

  const revocar = (headers: Record<string, string>, id: number, payload: unknown = { causa: "ROBO", motivo: "Denuncia 123-2026 de Juan Pérez, tel. 5555-1234." }) =>
    ctx.app.inject({ method: "POST", url: `/api/admin/validaciones/${id}/revocar`, headers, payload: payload as Record<string, unknown> });
  const stored = async (id: number) => (await ctx.app.db.select().from(validar_registro_piloto).where(eq(validar_registro_piloto.id, id)))[0];
  async function qrOf(c: Carrier) {
    const { vehiculo } = await addVehiculoChain(ctx, c);
    const res = await ctx.app.inject({ method: "GET", url: `/api/validar_registro_piloto/generar/${vehiculo.id}/vehiculo`, headers: c.headers });
    return res.json().validar as { id: number; codigo: string; llave: string };
  }
  const verificacion = async (qr: { codigo: string; llave: string }) =>
    ctx.app.inject({ method: "GET", url: `/api/verificar/${qr.codigo}?llave=${encodeURIComponent(qr.llave)}` });
  const verificar = async (qr: { codigo: string; llave: string }) => (await verificacion(qr)).json().verificacion.estado as string;

  it("revokes the code: the public check answers REVOCADO, the reason and staff member are kept, audited and mailed", async () => {
    const c = await createCarrier(ctx);
    const qr = await qrOf(c);
    expect(await verificar(qr)).toBe("VIGENTE");
    const res = await revocar(staffHeaders(supervisor.token), qr.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Código QR revocado. La verificación pública responde REVOCADO.",
      validacion: { id: qr.id, codigo: qr.codigo, revocado_motivo: "Denuncia 123-2026 de Juan Pérez, tel. 5555-1234.", causa: "ROBO" },
    });
    // The public check says who revoked it and the public category, never the staff member's text.
    const publico = await verificacion(qr);
    expect(publico.json().verificacion).toMatchObject({
      estado: "REVOCADO",
      revocacion: { por: "AUTORIDAD", causa: "ROBO", motivo: "Vehículo reportado como robado", fecha: todayInGuatemala() },
    });
    expect(publico.body).not.toContain("Denuncia");
    expect(publico.body).not.toContain("5555");
    expect(await stored(qr.id)).toMatchObject({
      revocado_motivo: "Denuncia 123-2026 de Juan Pérez, tel. 5555-1234.",
      revocado_por: supervisor.id,
      revocado_causa: "ROBO",
    });
    const [trail] = await ctx.app.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, "validar_registro_piloto"), eq(auditoria.entidad_id, qr.id), eq(auditoria.accion, "modificar")));
    expect(trail).toMatchObject({ actor_tipo: "funcionario", actor_id: supervisor.id, usuario_id: c.userId });
    const [mail] = mailsTo(ctx, `${c.nit.toLowerCase()}@example.com`);
    expect(mail).toContain(qr.codigo);
    expect(mail).toContain("Revocado por la autoridad: Vehículo reportado como robado");
    // A second revocation changes nothing: the first reason stands.
    const again = await revocar(staffHeaders(supervisor.token), qr.id, { causa: "OTRA_AUTORIDAD", motivo: "Otro motivo." });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Este código QR ya está revocado.");
    expect(await stored(qr.id)).toMatchObject({ revocado_motivo: "Denuncia 123-2026 de Juan Pérez, tel. 5555-1234.", revocado_causa: "ROBO" });
  });

  it("lets an admin revoke; refuses a revisor (403), a carrier's token (401), no reason (422) and an unknown code (404)", async () => {
    const c = await createCarrier(ctx);
    const qr = await qrOf(c);
    const revisor = await createStaff(ctx, { rol: "revisor" });
    const forbidden = await revocar(staffHeaders(revisor.token), qr.id);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe("No tiene permiso para esta acción.");
    expect((await revocar(c.headers, qr.id)).statusCode).toBe(401);
    expect((await revocar({}, qr.id)).statusCode).toBe(401);
    const blank = await revocar(staffHeaders(supervisor.token), qr.id, { causa: "ROBO", motivo: "  " });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.motivo).toEqual(["Indique el motivo de la revocación."]);
    // The public category is one of the supervisor's list: none, an unknown one or a carrier's cause is refused.
    for (const causa of [undefined, "INVENTADA", "CAMBIO_PLACA", "CONFLICTO_PLACA"]) {
      const refused = await revocar(staffHeaders(supervisor.token), qr.id, { causa, motivo: "Placa reportada como robada." });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.causa).toEqual(["Elija el motivo público de la revocación."]);
    }
    expect((await stored(qr.id)).revocado_at).toBeNull();
    expect((await revocar(staffHeaders(supervisor.token), 2_000_000_000)).statusCode).toBe(404);
    const admin = await createStaff(ctx, { rol: "admin" });
    expect((await revocar(staffHeaders(admin.token), qr.id)).statusCode).toBe(200);
    expect(await verificar(qr)).toBe("REVOCADO");
  });
});
