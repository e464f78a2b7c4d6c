import { expect, test, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { apiAsUser, newCarrier } from "../support/carrier";
import { addOneOfEach } from "../support/records";
import { signInAsStaff } from "../support/staff";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

async function expectNoHorizontalOverflow(page: Page, screen: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `desbordamiento horizontal en ${screen}`).toBeLessThanOrEqual(innerWidth);
}

test("Consola: un revisor busca la placa de un vehículo recién registrado, abre el expediente y ve el vehículo y su historial", async ({ page, browser }) => {
  test.setTimeout(150_000);
  // A carrier registers its licence, card and vehicle.
  await newCarrier(page, "natural");
  const records = await addOneOfEach(page);
  const { vehiculo } = await apiAsUser<{ vehiculo: { numero_placa: string } }>(page, "GET", `/vehiculo/${records.vehiculoId}`);
  const placa = vehiculo.numero_placa;

  // A revisor, at the keyboard: the plate typed in small letters, Enter.
  const context = await browser.newContext({ locale: "es-GT", timezoneId: "America/Guatemala", viewport: DESKTOP });
  const rev = await context.newPage();
  await signInAsStaff(rev, "revisor");
  await rev.getByRole("link", { name: "Buscar" }).first().click();
  await expect(rev.getByRole("heading", { level: 1, name: "Buscar transportistas" })).toBeVisible();
  await expect(rev).toHaveTitle(/Buscar transportistas/);
  await rev.getByRole("searchbox", { name: "Buscar" }).focus();
  await rev.keyboard.type("ab");
  await rev.keyboard.press("Enter");
  await expect(rev.getByText(/Escriba de 3 a 60 caracteres/)).toBeVisible();
  await rev.getByRole("searchbox", { name: "Buscar" }).fill("");
  await rev.keyboard.type(placa.toLowerCase());
  await rev.keyboard.press("Enter");
  await expect(rev.getByText(`Placa: ${placa}`)).toBeVisible();
  await expectNoA11yViolations(rev, "buscar (1366 px)");

  // Nothing matches: said so.
  await rev.goto("/admin/buscar?q=zzzqqqxxx");
  await expect(rev.getByText("Ningún transportista coincide con «zzzqqqxxx».")).toBeVisible();
  await rev.goBack();
  const link = rev.getByRole("row", { name: new RegExp(`Placa: ${placa}`) }).getByRole("link");
  await expect(link).toBeVisible();

  // On a phone the results are cards, the link to the file in view.
  await rev.setViewportSize(PHONE);
  await expectNoHorizontalOverflow(rev, "buscar (390 px)");
  await expectNoA11yViolations(rev, "buscar (390 px)");
  await rev.setViewportSize(DESKTOP);
  await link.focus();
  await rev.keyboard.press("Enter");

  // The file: the vehicle with its review state, the QR code, and the vehicle's creation in the history.
  await expect(rev).toHaveURL(/\/admin\/transportistas\/\d+$/);
  await expect(rev).toHaveTitle(/Expediente del transportista/);
  await expect(rev.getByRole("heading", { level: 2, name: "Vehículos (1)" })).toBeVisible();
  const vehicles = rev.getByRole("table", { name: "Vehículos del transportista" });
  await expect(vehicles.getByRole("row", { name: new RegExp(placa) })).toContainText("Pendiente de revisión");
  await expect(vehicles.getByRole("row", { name: new RegExp(placa) })).toContainText(records.tarjeta.numero);
  await expect(rev.getByRole("table", { name: "Códigos QR del transportista" })).toContainText(records.qr.codigo);
  await expect(rev.getByRole("heading", { level: 3, name: `Licencia ${records.licencia.numero}` })).toBeVisible();
  const history = rev.getByRole("table", { name: "Historial de cambios del transportista" });
  await expect(history.getByRole("row", { name: /Creación.*Vehículo/ }).first()).toContainText(placa);
  await expectNoA11yViolations(rev, "expediente (1366 px)");

  // A document's preview loads only when opened.
  const preview = rev.getByText(/^Vista previa de /).first();
  if (await preview.count()) {
    await preview.click();
    await expect(rev.locator("iframe[title^='Vista previa de']").first()).toBeVisible();
  }

  await rev.setViewportSize(PHONE);
  await expectNoHorizontalOverflow(rev, "expediente (390 px)");
  await expect(rev.getByRole("heading", { level: 3, name: `Placa ${placa}` })).toBeVisible();
  await expectNoA11yViolations(rev, "expediente (390 px)");
  await context.close();
});
