import { expect, test, type Page } from "@playwright/test";
import { daysFromToday, validPiloto, vehiculoPayload } from "../../apps/api/test/request-bodies";
import { expectNoA11yViolations } from "../support/a11y";
import { apiAsUser, newCarrier } from "../support/carrier";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const SUCCESS = "Operación realizada con éxito!";

/** A licence, a card and a vehicle whose policy ends in `days` days, through the API. */
async function vehicleWithPolicyEnding(page: Page, days: number) {
  const personaId = Number(await page.evaluate(() => localStorage.getItem("persona_id")));
  const { licencia } = await apiAsUser<{ licencia: { id: number } }>(page, "POST", `/licencia/${personaId}/persona`, {
    numero: `LIC-${Date.now().toString().slice(-6)}`,
    inicia: daysFromToday(-200),
    fin: daysFromToday(500),
    tipo_licencia_id: 1,
  });
  const { tarjeta_operacion } = await apiAsUser<{ tarjeta_operacion: { id: number } }>(page, "POST", `/tarjeta_operacion/${licencia.id}/licencia`, { numero: "T-54054" });
  const catalogues = { color_id: 1, tipo_vehiculo_id: 1, tipo_placa_id: 1, tipo_uso_id: 1, tipo_combustible_id: 1, marca_vehiculo_id: 1 };
  const body = vehiculoPayload(catalogues, { poliza_numero: "POL-5454", poliza_fecha_fin: daysFromToday(days) });
  const { vehiculo } = await apiAsUser<{ vehiculo: { numero_placa: string } }>(page, "POST", `/vehiculo/${tarjeta_operacion.id}/tarjeta_operacion`, body);
  return vehiculo.numero_placa;
}

test("home → an expiring policy and missing documents → the policy's fix → renewed, it leaves the home page", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await newCarrier(page, "natural");
  const placa = await vehicleWithPolicyEnding(page, 20);
  await page.goto("/home");

  const estado = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Estado de sus datos" }) });
  const items = estado.getByRole("list", { name: "Pendientes y vencimientos" });
  const policy = items.getByRole("listitem").filter({ hasText: `Póliza POL-5454 del vehículo ${placa}` });
  const documents = items.getByRole("listitem").filter({ hasText: /documentos requeridos de MARÍA JOSÉ LÓPEZ GARCÍA/ });
  await expect(policy).toContainText("Vence en 20 días");
  await expect(policy).toContainText(`Fecha: ${daysFromToday(20).split("-").reverse().join("/")}`);
  await expect(documents).toContainText("Falta");
  // The missing documents come before what has not expired yet.
  await expect(items.getByRole("listitem").first()).toContainText("documentos requeridos");
  await expectNoA11yViolations(page, "/home 390 px con pendientes");
  await page.setViewportSize(DESKTOP);
  await expectNoA11yViolations(page, "/home 1366 px con pendientes");

  // The policy's item opens its vehicle's edit form, where the policy is renewed.
  await policy.getByRole("button", { name: `Póliza POL-5454 del vehículo ${placa}` }).click();
  await expect(page).toHaveURL(/\/vehiculo$/);
  const edit = page.getByRole("form", { name: "Editar vehículo" });
  await expect(edit.getByLabel("Número de Placa")).toHaveValue(placa);
  await edit.getByLabel("Fecha de Fin de la Póliza").fill(daysFromToday(400));
  await edit.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page.getByRole("status").filter({ hasText: SUCCESS }).first()).toBeVisible();

  await page.getByRole("link", { name: "Inicio" }).first().click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(documents).toBeVisible();
  await expect(items.getByText(`Póliza POL-5454 del vehículo ${placa}`)).toHaveCount(0);

  // The documents' item opens the person's page, where they are uploaded.
  await documents.getByRole("link").click();
  await expect(page).toHaveURL(/\/persona#documentos$/);

  // A pilot's licence about to expire opens that pilot's form, wherever the pilot is in the list.
  const ending = daysFromToday(15);
  await apiAsUser(page, "POST", "/piloto", validPiloto({ nombre: "ROSA", apellido: "PÉREZ", administrasion_licencia: ending }));
  await page.goto("/home");
  const licence = items.getByRole("listitem").filter({ hasText: "Licencia de conducir del piloto ROSA PÉREZ" });
  await expect(licence).toContainText("Vence en 15 días");
  await licence.getByRole("link").click();
  await expect(page).toHaveURL(/\/piloto$/);
  const form = page.getByRole("dialog", { name: "Editar Piloto" });
  await expect(form.getByLabel("Vencimiento de la licencia")).toHaveValue(ending);
  await expect(form.getByLabel("Nombre", { exact: true })).toHaveValue("ROSA");
  // Closed and reloaded, the list shows without the form.
  await page.keyboard.press("Escape");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Pilotos" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
