import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { newCarrier } from "../support/carrier";

// Long journeys (sign-up with a real proof of work, several axe scans) on a shared machine.
test.setTimeout(240_000);

const success = (page: Page) => page.getByRole("status").filter({ hasText: "Operación realizada con éxito!" }).first();
const section = (page: Page, title: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });

test("persona individual: direcciones, correos y teléfonos (agregar, editar notificar, eliminar)", async ({ page }) => {
  await newCarrier(page, "natural");

  await test.step("el menú lleva a /persona con sus cuatro secciones", async () => {
    await page.getByRole("navigation", { name: "Persona Individual" }).getByRole("link", { name: "Datos de la persona" }).click();
    await expect(page).toHaveURL(/\/persona$/);
    await expect(page.getByRole("heading", { level: 1, name: "Datos de la persona" })).toBeVisible();
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings).toHaveText(["Direcciones", "Correos electrónicos", "Teléfonos", "Cargar Documentos Personales"]);
    await expect(section(page, "Direcciones")).toContainText("No hay direcciones registradas.");
    await expect(section(page, "Cargar Documentos Personales").getByRole("heading", { level: 3 }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, "/persona");
  });

  await test.step("dirección: país → departamento → municipio en cascada", async () => {
    await page.getByRole("button", { name: "Agregar dirección" }).click();
    const dialog = page.getByRole("dialog", { name: "Agregar dirección" });
    const pais = dialog.getByLabel("País");
    const departamento = dialog.getByLabel("Departamento");
    const municipio = dialog.getByLabel("Municipio");
    const save = dialog.getByRole("button", { name: "Guardar" });

    await expect(departamento).toBeDisabled();
    await expect(municipio).toBeDisabled();
    await expect(save).toBeDisabled();

    await pais.selectOption({ label: "Guatemala" });
    await expect(departamento).toBeEnabled();
    await expect(departamento.locator("option")).toHaveCount(23);
    await expect(municipio).toBeDisabled();

    await departamento.selectOption({ label: "Guatemala" });
    await expect(municipio).toBeEnabled();
    await expect(municipio.locator("option", { hasText: "Mixco" })).toHaveCount(1);
    await municipio.selectOption({ label: "Mixco" });

    // Another departamento clears the municipio and lists only its own.
    await departamento.selectOption({ label: "Escuintla" });
    await expect(municipio).toHaveValue("");
    await expect(municipio.locator("option", { hasText: "Mixco" })).toHaveCount(0);
    await municipio.selectOption({ label: "Sipacate" });

    await dialog.getByLabel("Dirección", { exact: true }).fill("5a avenida 10-20, zona 1");
    await expect(dialog.getByLabel("Dirección", { exact: true })).toHaveValue("5A AVENIDA 10-20, ZONA 1");
    await dialog.getByLabel("Dirección completa (opcional)").fill("Frente al parque central");
    await expect(save).toBeDisabled();
    await dialog.getByLabel("Tipo de dirección").selectOption({ label: "Residencia" });
    await expect(save).toBeEnabled();
    await expectNoSeriousA11yViolations(page, "agregar dirección");

    await save.click();
    await expect(dialog).toBeHidden();
    await expect(success(page)).toBeVisible();
    const row = section(page, "Direcciones").getByRole("row", { name: /5A AVENIDA 10-20, ZONA 1/ });
    await expect(row.getByRole("cell")).toHaveText(["5A AVENIDA 10-20, ZONA 1", "Sipacate", "Residencia", "No", /Editar/]);
  });

  await test.step("dirección: editar cambia solo notificar, y lo envía", async () => {
    await page.getByRole("button", { name: "Editar la dirección 5A AVENIDA 10-20, ZONA 1" }).click();
    const dialog = page.getByRole("dialog", { name: "Editar dirección" });
    await expect(dialog).toContainText("Sipacate");
    await expect(dialog).toContainText("Escuintla");
    await expect(dialog.getByRole("textbox")).toHaveCount(0);
    await dialog.getByLabel("Recibir notificaciones").check();
    await expectNoSeriousA11yViolations(page, "editar dirección");
    const put = page.waitForRequest((r) => r.method() === "PUT" && r.url().includes("/api/persona_direccion/"));
    await dialog.getByRole("button", { name: "Guardar" }).click();
    expect((await put).postDataJSON()).toEqual({ notificar: true });
    await expect(dialog).toBeHidden();
    const row = section(page, "Direcciones").getByRole("row", { name: /5A AVENIDA/ });
    await expect(row.getByRole("cell").nth(3)).toHaveText("Sí");
  });

  await test.step("dirección: eliminar pide confirmación", async () => {
    await page.getByRole("button", { name: "Eliminar la dirección 5A AVENIDA 10-20, ZONA 1" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Confirmar eliminación" });
    await expect(confirm).toContainText("¿Está seguro de que desea eliminar la dirección 5A AVENIDA 10-20, ZONA 1?");
    await confirm.getByRole("button", { name: "Cancelar" }).click();
    await expect(section(page, "Direcciones").getByRole("row", { name: /5A AVENIDA/ })).toBeVisible();
    await page.getByRole("button", { name: "Eliminar la dirección 5A AVENIDA 10-20, ZONA 1" }).click();
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await expect(confirm).toBeHidden();
    await expect(section(page, "Direcciones")).toContainText("No hay direcciones registradas.");
  });

  await test.step("correo: mensaje del propio campo, agregar, editar y eliminar", async () => {
    await page.getByRole("button", { name: "Agregar correo electrónico" }).click();
    const dialog = page.getByRole("dialog", { name: "Agregar correo electrónico" });
    const email = dialog.getByLabel("Correo electrónico");
    await expect(dialog.getByRole("button", { name: "Guardar" })).toBeDisabled();
    await email.fill("gerencia@transportes");
    await email.blur();
    await expect(dialog.getByText("Ingrese un correo electrónico válido.")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(dialog).not.toContainText("teléfono");
    await expectNoSeriousA11yViolations(page, "agregar correo (inválido)");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog).toBeVisible();

    await email.fill("gerencia@transportes-altiplano.com.gt");
    await expect(dialog.getByText("Ingrese un correo electrónico válido.")).toBeHidden();
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog).toBeHidden();
    // The address as stored (the shared schema may normalise its case).
    const address = /gerencia@transportes-altiplano\.com\.gt/i;
    const row = section(page, "Correos electrónicos").getByRole("row", { name: address });
    await expect(row.getByRole("cell").first()).toHaveText(address);
    await expect(row.getByRole("cell").nth(1)).toHaveText("No");

    await page.getByRole("button", { name: new RegExp(`^Editar el correo ${address.source}$`, "i") }).click();
    const edit = page.getByRole("dialog", { name: "Editar correo electrónico" });
    await edit.getByLabel("Recibir notificaciones").check();
    const put = page.waitForRequest((r) => r.method() === "PUT" && r.url().includes("/api/persona_email/"));
    await edit.getByRole("button", { name: "Guardar" }).click();
    expect((await put).postDataJSON()).toEqual({ notificar: true });
    await expect(row.getByRole("cell").nth(1)).toHaveText("Sí");

    await page.getByRole("button", { name: new RegExp(`^Eliminar el correo ${address.source}$`, "i") }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
    await expect(section(page, "Correos electrónicos")).toContainText("No hay correos electrónicos registrados.");
  });

  await test.step("teléfono: solo dígitos, exactamente 8, agregar, editar y eliminar", async () => {
    await page.getByRole("button", { name: "Agregar teléfono" }).click();
    const dialog = page.getByRole("dialog", { name: "Agregar teléfono" });
    const numero = dialog.getByLabel("Número de teléfono");
    const save = dialog.getByRole("button", { name: "Guardar" });
    await dialog.getByLabel("Tipo de teléfono").selectOption({ label: "Celular" });

    await numero.fill("5512-345");
    await expect(numero).toHaveValue("5512345");
    await numero.blur();
    await expect(dialog.getByText("El número de teléfono debe tener 8 dígitos.")).toBeVisible();
    await expect(dialog).not.toContainText("Correo Electrónico");
    await expect(save).toBeDisabled();
    await expectNoSeriousA11yViolations(page, "agregar teléfono (7 dígitos)");

    await numero.fill("5512345678");
    await expect(numero).toHaveValue("55123456");
    await expect(dialog.getByText("El número de teléfono debe tener 8 dígitos.")).toBeHidden();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(dialog).toBeHidden();
    const row = section(page, "Teléfonos").getByRole("row", { name: /55123456/ });
    await expect(row.getByRole("cell")).toHaveText(["55123456", "Celular", "No", /Editar/]);

    await page.getByRole("button", { name: "Editar el teléfono 55123456" }).click();
    const edit = page.getByRole("dialog", { name: "Editar teléfono" });
    await expect(edit).toContainText("Celular");
    await edit.getByLabel("Recibir notificaciones").check();
    const put = page.waitForRequest((r) => r.method() === "PUT" && r.url().includes("/api/persona_telefono/"));
    await edit.getByRole("button", { name: "Guardar" }).click();
    expect((await put).postDataJSON()).toEqual({ notificar: true });
    await expect(row.getByRole("cell").nth(2)).toHaveText("Sí");

    // A reload reads the flag back from the server.
    await page.reload();
    await expect(section(page, "Teléfonos").getByRole("row", { name: /55123456/ }).getByRole("cell").nth(2)).toHaveText("Sí");

    await page.getByRole("button", { name: "Eliminar el teléfono 55123456" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Confirmar eliminación" });
    await expect(confirm).toContainText("¿Está seguro de que desea eliminar el teléfono 55123456?");
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await expect(section(page, "Teléfonos")).toContainText("No hay teléfonos registrados.");
    await expectNoSeriousA11yViolations(page, "/persona tras eliminar");
  });
});
