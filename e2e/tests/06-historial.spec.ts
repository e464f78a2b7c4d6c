import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { apiAsUser, newCarrier } from "../support/carrier";

// Sign-up with a real proof of work and several axe scans, on a shared machine.
test.setTimeout(240_000);

const section = (page: Page, title: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });

test("historial de cambios: un cambio hecho por el transportista aparece con su valor antes y después", async ({ page }) => {
  const account = await newCarrier(page, "natural");
  const address = /flota@transportes-historial\.com\.gt/i;

  await test.step("un historial de más de una página: quince teléfonos", async () => {
    const personaId = await page.evaluate(() => localStorage.getItem("persona_id"));
    for (let i = 0; i < 15; i++) {
      await apiAsUser(page, "POST", `/persona_telefono/${personaId}/persona`, { numero: `5555${String(1000 + i)}`, tipo_telefono_id: 1, notificar: false });
    }
  });

  await test.step("el transportista agrega un correo y activa sus notificaciones", async () => {
    await page.getByRole("link", { name: "Datos de la persona" }).click();
    await page.getByRole("button", { name: "Agregar correo electrónico" }).click();
    const dialog = page.getByRole("dialog", { name: "Agregar correo electrónico" });
    await dialog.getByLabel("Correo electrónico").fill("flota@transportes-historial.com.gt");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog).toBeHidden();
    const row = section(page, "Correos electrónicos").getByRole("row", { name: address });
    await page.getByRole("button", { name: new RegExp(`^Editar el correo ${address.source}$`, "i") }).click();
    const edit = page.getByRole("dialog", { name: "Editar correo electrónico" });
    await edit.getByLabel("Recibir notificaciones").check();
    await edit.getByRole("button", { name: "Guardar" }).click();
    await expect(row.getByRole("cell").nth(1)).toHaveText("Sí");
  });

  await test.step("1366 px: el menú lleva al historial, en una tabla, el cambio más reciente primero", async () => {
    await page.getByRole("link", { name: "Historial de cambios" }).click();
    await expect(page).toHaveURL(/\/historial$/);
    await expect(page.getByRole("heading", { level: 1, name: "Historial de cambios" })).toBeVisible();
    const table = page.getByRole("table", { name: "Historial de cambios" });
    const rows = table.locator("tbody tr");
    const newest = rows.first();
    await expect(newest.getByRole("cell").nth(1)).toHaveText("Modificación");
    await expect(newest.getByRole("cell").nth(2)).toContainText("Correo electrónico");
    // The field, its value before and after (read aloud as such), who and from where.
    await expect(newest.getByRole("cell").nth(3)).toContainText("Recibir notificaciones");
    await expect(newest.getByRole("cell").nth(3)).toHaveText(/Antes:\s*No.*después:\s*Sí/);
    // Several people may act for one carrier (issue 21): the author is named, with the NIT, even when it is the reader.
    await expect(newest.getByRole("cell").nth(4)).toContainText(`(NIT ${account.nit})`);
    await expect(newest.getByRole("cell").nth(5)).toContainText("IP 127.0.0.1");
    await expect(newest.getByRole("cell").first()).toContainText(String(new Date().getFullYear()));
    const created = rows.nth(1);
    await expect(created.getByRole("cell").nth(1)).toHaveText("Creación");
    await expect(created.getByRole("cell").nth(3)).toContainText(address);
    await expectNoSeriousA11yViolations(page, "/historial (1366 px)");

    // Twenty rows a page; "Cargar más" brings the older ones (the account's creation last) and then goes away.
    await expect(rows).toHaveCount(20);
    const more = page.getByRole("button", { name: "Cargar más" });
    await more.focus();
    await page.keyboard.press("Enter");
    // While the page loads the button reads "Cargando...", so wait for the rows, then for the button to go.
    await expect.poll(() => rows.count()).toBeGreaterThan(20);
    await expect(page.getByRole("button", { name: /^(Cargar más|Cargando)/ })).toHaveCount(0);
    await expect(rows.last().getByRole("cell").nth(2)).toContainText("Cuenta");
    await expect(rows.last().getByRole("cell").nth(4)).toHaveText("Sin sesión");
    // Its own sign-ins are in the history too, with the NIT typed.
    await expect(table.getByRole("row").filter({ hasText: "Inicio de sesión" }).first()).toContainText(`NIT ingresado: ${account.nit}`);
  });

  await test.step("390 px: el mismo historial en tarjetas, usable con el teclado", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const list = page.getByRole("list", { name: "Historial de cambios" });
    const first = list.getByRole("listitem").first();
    await expect(first.getByRole("heading", { level: 2 })).toHaveText(/^Modificación · Correo electrónico/);
    await expect(first).toContainText("Recibir notificaciones");
    await expect(page.getByRole("table")).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, "/historial (390 px)");
  });
});
