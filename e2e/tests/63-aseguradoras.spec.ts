import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { apiAsUser, newCarrier } from "../support/carrier";
import { expectNoHorizontalOverflow } from "../support/layout";
import { decodeQrDataUrl } from "../support/qr";
import { addOneOfEach } from "../support/records";
import { signInAsStaff } from "../support/staff";
import { expectOneVerdict } from "../support/veredicto";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const ASEGURADORA = "Seguros Universales, S.A.";

/** Opens a carrier screen with its navigation state, as the app's links do. */
async function openWithState(page: Page, path: string, state: unknown) {
  await page.goto(path);
  await page.evaluate((s) => window.history.replaceState({ usr: s, key: "e2e", idx: 0 }, "", window.location.href), state);
  await page.reload();
}

test("Aseguradoras: un administrador registra un cliente API, la aseguradora reporta y cancela una póliza, y la verificación pública lo dice", async ({ page, browser, request }) => {
  test.setTimeout(240_000);

  // The carrier and its vehicle (with a printed QR), made through the API.
  const carrierContext = await browser.newContext({ locale: "es-GT", timezoneId: "America/Guatemala", viewport: DESKTOP });
  const carrier = await carrierContext.newPage();
  await newCarrier(carrier, "natural");
  const records = await addOneOfEach(carrier);
  const { vehiculo } = await apiAsUser<{ vehiculo: { numero_placa: string } }>(carrier, "GET", `/vehiculo/${records.vehiculoId}`);
  const qrs = await apiAsUser<{ validar: { id: number; codigo: string }[] }>(carrier, "GET", `/validar_registro_piloto/${records.vehiculoId}/vehiculo`);
  const qrId = qrs.validar.find((q) => q.codigo === records.qr.codigo)!.id;
  const { documento } = await apiAsUser<{ documento: string[] }>(carrier, "GET", `/validar_registro_piloto/${qrId}/documento`);
  const printed = decodeQrDataUrl(documento[0]);

  let clientId = "";
  let secret = "";
  await test.step("el administrador registra la aseguradora como cliente y ve el secreto una sola vez", async () => {
    await page.setViewportSize(DESKTOP);
    await signInAsStaff(page, "admin");
    await page.getByRole("link", { name: "Aseguradoras" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Aseguradoras" })).toBeVisible();
    await page.getByLabel("Aseguradora", { exact: true }).selectOption({ label: ASEGURADORA });
    await page.getByLabel("Descripción (opcional)").fill("Sistema de emisión");
    await page.getByRole("button", { name: "Registrar cliente" }).click();
    const dialog = page.getByRole("dialog", { name: "Credenciales del cliente" });
    await expect(dialog).toContainText("El secreto no se volverá a mostrar");
    clientId = (await dialog.getByTestId("client-id").textContent()) ?? "";
    secret = (await dialog.getByTestId("client-secret").textContent()) ?? "";
    expect(clientId).toMatch(/^aseg_[0-9a-f]{16}$/);
    expect(secret).toMatch(/^aseg_sk_/);
    await expectNoSeriousA11yViolations(page, "/admin/aseguradoras con el secreto");
    await dialog.getByRole("button", { name: "Ya lo guardé" }).click();
    await page.reload();
    await expect(page.getByRole("main")).toContainText(clientId);
    await expect(page.getByRole("main")).not.toContainText(secret);
    await expect(page.getByRole("main")).toContainText("Nunca");
    await expectNoSeriousA11yViolations(page, "/admin/aseguradoras");
    await page.setViewportSize(PHONE);
    await page.getByRole("button", { name: `Revocar ${ASEGURADORA} (${clientId})` }).scrollIntoViewIfNeeded();
    await expect(page.getByRole("button", { name: `Revocar ${ASEGURADORA} (${clientId})` })).toBeInViewport();
    await expectNoHorizontalOverflow(page, "/admin/aseguradoras (390 px)");
  });

  // The insurer's test client, as its system calls the API (the docs' curl steps).
  const basic = `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}`;
  const tokenRes = await request.post("/api/aseguradoras/oauth/token", { headers: { authorization: basic }, form: { grant_type: "client_credentials" } });
  expect(tokenRes.status()).toBe(200);
  const authorization = `Bearer ${(await tokenRes.json()).access_token}`;
  const poliza = {
    tipo_placa: "P",
    numero_placa: vehiculo.numero_placa,
    numero_poliza: "POL-4242",
    fecha_inicio: "2026-01-01",
    fecha_fin: "2099-12-31",
    estado: "vigente",
  };
  const reported = await request.post("/api/aseguradoras/v1/polizas", { headers: { authorization, "idempotency-key": `e2e-${clientId}-1` }, data: poliza });
  expect(reported.status()).toBe(201);

  await test.step("el transportista ve la póliza reportada por la aseguradora en su vehículo", async () => {
    await openWithState(carrier, "/vehiculoPreview", { vehiculoId: records.vehiculoId });
    const card = carrier.locator("section").filter({ has: carrier.getByRole("heading", { name: `Póliza reportada por ${ASEGURADORA}` }) });
    await expect(card).toContainText("Vigente");
    await expect(carrier.getByRole("heading", { name: "Póliza de Seguro declarada" })).toBeVisible();
  });

  const cancelled = await request.post("/api/aseguradoras/v1/polizas", {
    headers: { authorization, "idempotency-key": `e2e-${clientId}-2` },
    data: { ...poliza, estado: "cancelada", motivo: "Falta de pago" },
  });
  expect((await cancelled.json()).resultado).toBe("actualizada");

  await test.step("la verificación pública dice que la póliza fue cancelada por la aseguradora", async () => {
    const roadside = await browser.newContext({ locale: "es-GT", timezoneId: "America/Guatemala", viewport: PHONE });
    const inspector = await roadside.newPage();
    await inspector.goto(printed);
    await expectOneVerdict(inspector, "REVOCADO", "rechazado");
    await expect(inspector.getByTestId("veredicto-texto")).toContainText(
      `Póliza no vigente según la aseguradora: Póliza de seguro cancelada por la aseguradora (${ASEGURADORA}): Falta de pago`,
    );
    await expectNoHorizontalOverflow(inspector, "/verificar póliza cancelada (390 px)");
    await expectNoSeriousA11yViolations(inspector, "/verificar póliza cancelada");
    await roadside.close();
  });

  await test.step("la consola muestra el último uso del cliente", async () => {
    await page.setViewportSize(DESKTOP);
    await page.reload();
    await expect(page.getByRole("row").filter({ hasText: clientId })).not.toContainText("Nunca");
  });
  await carrierContext.close();
});
