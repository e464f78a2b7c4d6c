import { todayInGuatemala } from "@portal/domain/formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { createCarrier } from "../../../test/carrier";
import { createInsurerClient, insurerToken, polizaReporte } from "../../../test/insurers";
import { addVehiculoChain } from "../../../test/licencias";
import { mailsTo } from "../../../test/outbox";
import { createStaff, staffHeaders } from "../../../test/staff";

describe("what an insurer's report changes", () => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await buildTestApp();
    auth = { authorization: `Bearer ${await insurerToken(ctx, await createInsurerClient(ctx, 1))}` };
  });
  afterAll(() => ctx.close());

  const report = (payload: object) => ctx.app.inject({ method: "POST", url: "/api/aseguradoras/v1/polizas", headers: auth, payload });
  const generate = (vehiculoId: number, headers: Record<string, string>) =>
    ctx.app.inject({ method: "GET", url: `/api/validar_registro_piloto/generar/${vehiculoId}/vehiculo`, headers });
  const verificar = (codigo: string, llave: string) => ctx.app.inject({ method: "GET", url: `/api/verificar/${codigo}?llave=${encodeURIComponent(llave)}` });

  it("a reported cancellation makes the public check say so at once, refuses new QR codes and mails the carrier", async () => {
    const carrier = await createCarrier(ctx);
    const { vehiculo } = await addVehiculoChain(ctx, carrier);
    const placa = vehiculo.numero_placa.toUpperCase();
    const qr = (await generate(vehiculo.id, carrier.headers)).json().validar as { codigo: string; llave: string };
    expect((await report(polizaReporte(placa, { fecha_inicio: "2026-01-01" }))).statusCode).toBe(201);
    expect((await verificar(qr.codigo, qr.llave)).json().verificacion.estado).toBe("VIGENTE");

    const cancelled = await report(polizaReporte(placa, { fecha_inicio: "2026-01-01", estado: "cancelada", motivo: "Falta de pago" }));
    expect(cancelled.json().resultado).toBe("actualizada");
    const check = (await verificar(qr.codigo, qr.llave)).json().verificacion;
    expect(check.estado).toBe("REVOCADO");
    expect(check.revocacion).toMatchObject({
      por: "ASEGURADORA",
      causa: "POLIZA_CANCELADA",
      motivo: "Póliza de seguro cancelada por la aseguradora (Seguros G&T, S.A.): Falta de pago",
    });
    const refused = await generate(vehiculo.id, carrier.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ motivo: "POLIZA_CANCELADA" });
    expect(refused.json().message).toContain("Seguros G&T, S.A. reportó la póliza");

    await expect.poll(() => mailsTo(ctx, `${carrier.nit.toLowerCase()}@example.com`).filter((m) => m.includes("ya no están vigentes")).length).toBe(1);
    const mail = mailsTo(ctx, `${carrier.nit.toLowerCase()}@example.com`).find((m) => m.includes("ya no están vigentes"))!;
    expect(mail).toContain(`placa ${placa}`);
    expect(mail).toContain("Falta de pago");

    // The "what is due" list shows the policy as ending the day the insurer cancelled it.
    const due = await ctx.app.inject({ method: "GET", url: "/api/vencimientos", headers: carrier.headers });
    expect(due.json().vencimientos).toContainEqual(
      expect.objectContaining({ tipo: "poliza", descripcion: `Póliza POL-${placa} del vehículo ${placa}`, fecha: todayInGuatemala(), dias_restantes: 0 }),
    );

    // Staff see both policies in the carrier's file: the reported one and the declared one.
    const staff = await createStaff(ctx, { rol: "revisor" });
    const file = await ctx.app.inject({ method: "GET", url: `/api/admin/transportistas/${carrier.userId}/vehiculos`, headers: staffHeaders(staff.token) });
    const [entry] = file.json().vehiculos;
    expect(entry.poliza_reportada).toMatchObject({ aseguradora: "Seguros G&T, S.A.", estado: "cancelada", motivo: "Falta de pago" });
    expect(entry.poliza.datos).toMatchObject({ numero: "POL-2024-001" });

    // The insurer reinstates it: the same code is valid again, and no second mail goes out.
    await report(polizaReporte(placa, { fecha_inicio: "2026-01-01" }));
    expect((await verificar(qr.codigo, qr.llave)).json().verificacion.estado).toBe("VIGENTE");
  });

  it("the reported end date counts over the typed one for the QR's validity", async () => {
    const carrier = await createCarrier(ctx);
    const { vehiculo } = await addVehiculoChain(ctx, carrier);
    await report(polizaReporte(vehiculo.numero_placa.toUpperCase(), { numero_poliza: "POL-2024-001", fecha_inicio: "2026-01-01", fecha_fin: "2099-06-30" }));
    const qr = (await generate(vehiculo.id, carrier.headers)).json().validar as { vigencia: string };
    expect(qr.vigencia <= "2099-06-30").toBe(true);
  });
});
