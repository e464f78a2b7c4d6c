import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { todayInGuatemala } from "@portal/domain/formats";
import { expectNoA11yViolations } from "../support/a11y";
import { apiAsUser, newCarrier } from "../support/carrier";
import { ddmmyyyy } from "../support/dates";
import { decodeQrDataUrl } from "../support/qr";
import { addOneOfEach } from "../support/records";
import { signInAsStaff } from "../support/staff";
import { expectOneVerdict } from "../support/veredicto";
import { expectNoHorizontalOverflow } from "../support/layout";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).first();

test("Consola: un supervisor ve el tablero, descarga un CSV, resuelve un conflicto de placa y revoca un QR", async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  // A carrier with a vehicle (and its QR); a second carrier is refused the same plate: a claim.
  const owner = await newCarrier(page, "natural");
  const records = await addOneOfEach(page);
  const { vehiculo } = await apiAsUser<{ vehiculo: { numero_placa: string } }>(page, "GET", `/vehiculo/${records.vehiculoId}`);
  // The printed QR's link, with its signed credential, as the carrier downloads it before the revocation.
  const qrId = (await apiAsUser<{ validar: { id: number; codigo: string }[] }>(page, "GET", `/validar_registro_piloto/${records.vehiculoId}/vehiculo`)).validar.find(
    (q) => q.codigo === records.qr.codigo,
  )!.id;
  const { documento } = await apiAsUser<{ documento: string[] }>(page, "GET", `/validar_registro_piloto/${qrId}/documento`);
  const printed = decodeQrDataUrl(documento[0]);
  expect(printed.startsWith(`${baseURL}/verificar/${records.qr.codigo}?llave=`)).toBe(true);
  const claimantContext = await browser.newContext({ locale: "es-GT", timezoneId: "America/Guatemala" });
  const claimant = await claimantContext.newPage();
  await newCarrier(claimant, "juridico");
  const other = await addOneOfEach(claimant);
  const token = await claimant.evaluate(() => localStorage.getItem("access_token"));
  const body = (await apiAsUser<{ vehiculo: Record<string, unknown> }>(claimant, "GET", `/vehiculo/${other.vehiculoId}`)).vehiculo;
  const refused = await claimant.request.post(`/api/vehiculo/${other.tarjeta.id}/tarjeta_operacion`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      ...Object.fromEntries(["nit", "asiento", "motor", "modelo", "numero_chasis"].map((k) => [k, body[k]])),
      color_id: 1, tipo_vehiculo_id: 1, tipo_placa_id: 1, tipo_uso_id: 1, tipo_combustible_id: 1, marca_vehiculo_id: 1,
      numero_placa: vehiculo.numero_placa,
      nombre_aseguradora: "ASEGURADORA GENERAL", poliza_numero: "POL-53", poliza_prima_total: "900", poliza_valor: "180000",
      poliza_monto_asegurado: "150000", poliza_tipo_seguro: "DAÑOS A TERCEROS", poliza_fecha_inicio: "2026-01-01", poliza_fecha_fin: "2030-01-01",
      poliza_documento: "data:application/pdf;base64,JVBERi0xLjQKMSAwIG9iajw8L1R5cGUvQ2F0YWxvZy9QYWdlcyAyIDAgUj4+ZW5kb2JqCjIgMCBvYmo8PC9UeXBlL1BhZ2VzL0tpZHNbXS9Db3VudCAwPj5lbmRvYmoKdHJhaWxlcjw8L1Jvb3QgMSAwIFI+PgolJUVPRgo=",
    },
  });
  expect(refused.status()).toBe(409);
  await claimantContext.close();

  // The supervisor, in the console.
  const consoleContext = await browser.newContext({ locale: "es-GT", timezoneId: "America/Guatemala", viewport: DESKTOP, acceptDownloads: true });
  const sup = await consoleContext.newPage();
  await signInAsStaff(sup, "supervisor");
  await sup.getByRole("link", { name: "Tablero" }).first().click();
  await expect(sup.getByRole("heading", { level: 1, name: "Tablero" })).toBeVisible();
  await expect(sup).toHaveTitle(/Tablero/);
  for (const title of ["Cola de revisión", "Decisiones por día (últimos 30 días)", "Vencimientos próximos", "Transportistas por departamento"]) {
    await expect(sup.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  await expect(sup.locator(".tablero-chart svg")).toHaveCount(4);
  await expect(sup.locator(".tablero-bar").first()).toBeVisible();
  // Each chart's figures as a table, for screen readers and anyone who prefers it.
  await sup.getByText("Ver los datos de «Cola de revisión»").click();
  await expect(sup.getByRole("table", { name: "Cola de revisión" }).getByRole("row", { name: /Vehículos/ })).toBeVisible();
  await expectNoA11yViolations(sup, "tablero (1366 px)");

  // The vehicles CSV with a filter: Excel-ready (BOM), the carrier's plate in it.
  await sup.getByRole("combobox", { name: "Estado de revisión" }).selectOption("pendiente");
  const [download] = await Promise.all([sup.waitForEvent("download"), sup.getByRole("button", { name: "Descargar vehículos (CSV)" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^vehiculos-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString("utf8")).toContain(`,${vehiculo.numero_placa},`);

  // On a phone: every chart in the width, the downloads in view.
  await sup.setViewportSize(PHONE);
  await expectNoHorizontalOverflow(sup, "tablero (390 px)");
  await sup.getByRole("button", { name: "Descargar pilotos (CSV)" }).scrollIntoViewIfNeeded();
  await expect(sup.getByRole("button", { name: "Descargar pilotos (CSV)" })).toBeInViewport();
  await expectNoA11yViolations(sup, "tablero (390 px)");

  // The claim, settled: the claimant's request is rejected, and the list no longer shows it pending.
  await sup.setViewportSize(DESKTOP);
  await sup.getByRole("link", { name: "Conflictos" }).first().click();
  await expect(sup.getByRole("heading", { level: 1, name: "Conflictos de placa" })).toBeVisible();
  const resolver = sup.getByRole("button", { name: new RegExp(`Resolver el conflicto de la placa .* ${vehiculo.numero_placa}`) });
  await expectNoA11yViolations(sup, "conflictos (1366 px)");
  await sup.setViewportSize(PHONE);
  await expect(resolver).toBeVisible();
  await expectNoHorizontalOverflow(sup, "conflictos (390 px)");
  await resolver.click();
  const dialog = sup.getByRole("dialog");
  await dialog.getByRole("button", { name: "Resolver" }).click();
  await expect(dialog.getByText("Seleccione cómo resolver el conflicto.")).toBeVisible();
  await dialog.getByRole("radio", { name: /Rechazar el reclamo/ }).check();
  await dialog.getByRole("textbox", { name: /Motivo/ }).fill("No presentó la factura de compraventa.");
  await expectNoA11yViolations(sup, "resolver conflicto (390 px)");
  await dialog.getByRole("button", { name: "Resolver" }).click();
  await expect(toast(sup, "Conflicto resuelto. Se notificó a los transportistas por correo.")).toBeVisible();
  await expect(resolver).toHaveCount(0);
  await sup.getByRole("combobox", { name: "Estado" }).selectOption("reclamo_rechazado");
  await expect(sup.getByText("No presentó la factura de compraventa.").first()).toBeVisible();

  // A code reported on the wrong vehicle: revoked from the carrier's file, the public check says REVOCADO.
  await sup.setViewportSize(DESKTOP);
  await sup.getByRole("link", { name: "Buscar" }).first().click();
  await sup.getByRole("searchbox", { name: "Buscar" }).fill(owner.nit);
  await sup.getByRole("button", { name: "Buscar", exact: true }).click();
  await sup.getByRole("table", { name: `Transportistas que coinciden con «${owner.nit}»` }).getByRole("link").first().click();
  const revocar = sup.getByRole("button", { name: `Revocar el código QR ${records.qr.codigo}` });
  await revocar.click();
  const confirm = sup.getByRole("alertdialog");
  // The public reason is a category; the staff member's own words stay internal.
  await confirm.getByRole("textbox", { name: /Detalle interno/ }).fill("Calcomanía reportada en otro vehículo por el agente 4411.");
  await confirm.getByRole("button", { name: "Revocar" }).click();
  await expect(confirm.getByText("Elija el motivo público de la revocación.")).toBeVisible();
  await confirm.getByRole("combobox", { name: /Motivo público/ }).selectOption({ label: "Código encontrado en otro vehículo" });
  await expectNoA11yViolations(sup, "revocar QR (1366 px)");
  await confirm.getByRole("button", { name: "Revocar" }).click();
  await expect(toast(sup, "Código QR revocado. La verificación pública responde REVOCADO.")).toBeVisible();
  await expect(revocar).toHaveCount(0);
  await consoleContext.close();

  // An inspector scans the printed code: one answer, revoked by the authority with the public reason, no green.
  const roadside = await browser.newContext({ locale: "es-GT", timezoneId: "America/Guatemala", viewport: PHONE });
  const inspector = await roadside.newPage();
  await inspector.goto(printed);
  await expectOneVerdict(inspector, "REVOCADO", "rechazado");
  await expect(inspector.getByTestId("veredicto-texto")).toHaveText(
    `Revocado por la autoridad: Código encontrado en otro vehículo, el ${ddmmyyyy(todayInGuatemala())}. Este código no es válido.`,
  );
  await expect(inspector.getByRole("main")).not.toContainText("agente 4411");
  await expect(inspector.getByRole("main")).not.toContainText("Firma válida");
  await expectNoHorizontalOverflow(inspector, "/verificar revocado por la autoridad (390 px)");
  await expectNoA11yViolations(inspector, "/verificar revocado por la autoridad (390 px)");
  await inspector.setViewportSize(DESKTOP);
  await expectNoA11yViolations(inspector, "/verificar revocado por la autoridad (1366 px)");
  await roadside.close();
});
