import { expect, test, type Page } from "@playwright/test";
import { ageOn, todayInGuatemala } from "@portal/domain/formats";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { newCarrier } from "../support/carrier";
import { randomCui, randomNit } from "../support/ids";
import { pdfFile } from "../support/pdf";

const BIRTH = "1986-11-05";
const SUCCESS = "Operación realizada con éxito!";

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).first();

test("abogados: agregar, editar, subir y ver un documento, eliminar", async ({ page }) => {
  test.setTimeout(180_000);
  const cui = randomCui();
  const nit = randomNit();
  await newCarrier(page, "juridico");

  await test.step("desde inicio, la lista vacía", async () => {
    await page.getByRole("list", { name: "Módulos" }).getByRole("link", { name: /Abogados/ }).click();
    await expect(page).toHaveURL(/\/abogado$/);
    await expect(page.getByRole("heading", { level: 1, name: "Abogados" })).toBeVisible();
    await expect(page.getByText("No hay abogados registrados.")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "/abogado vacío");
  });

  await test.step("agregar: validación, edad en vivo, colegiado activo", async () => {
    await page.getByRole("button", { name: "Agregar Abogado" }).click();
    const dialog = page.getByRole("dialog", { name: "Agregar Abogado" });
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog.getByText("El NIT no tiene un formato válido.")).toBeVisible();
    await expect(dialog.getByText("El CUI no tiene un formato válido.")).toBeVisible();
    await expect(dialog.getByText("Este campo es obligatorio.")).toHaveCount(5);
    await expectNoSeriousA11yViolations(page, "formulario de abogado con errores");

    await dialog.getByLabel("CUI").fill(cui);
    await dialog.getByLabel("NIT").fill(nit);
    await dialog.getByLabel("Nombre", { exact: true }).fill("Jorge Luis");
    await dialog.getByLabel("Apellido").fill("Cifuentes Paz");
    await dialog.getByLabel("Fecha de nacimiento").fill(BIRTH);
    await expect(dialog.getByLabel("Edad")).toHaveValue(`${ageOn(BIRTH, todayInGuatemala())} años`);
    await dialog.getByLabel("Número de documento").fill("COL-11872");
    await dialog.getByLabel("Estado civil").selectOption({ label: "Soltero(a)" });
    await dialog.getByLabel("Colegiado activo").check();
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(toast(page, SUCCESS)).toBeVisible();
    await expect(dialog).toBeHidden();

    const table = page.getByRole("table", { name: "Abogados auxiliares" });
    await expect(table.getByRole("columnheader")).toHaveText([
      "CUI",
      "NIT",
      "Nombre",
      "Apellido",
      "Fecha Nacimiento",
      "Edad",
      "Colegiado Activo",
      "Subir Documento",
      "Acciones",
    ]);
    await expect(table.getByRole("row").nth(1).getByRole("cell")).toHaveText([
      cui,
      nit,
      "JORGE LUIS",
      "CIFUENTES PAZ",
      "05/11/1986",
      String(ageOn(BIRTH, todayInGuatemala())),
      "Sí",
      /Subir Documentos/,
      /Editar/,
    ]);
    await expectNoSeriousA11yViolations(page, "/abogado con un registro");
  });

  await test.step("editar: quitar colegiado activo", async () => {
    await page.getByRole("button", { name: "Editar JORGE LUIS CIFUENTES PAZ" }).click();
    const edit = page.getByRole("dialog", { name: "Editar Abogado" });
    await expect(edit.getByLabel("Estado civil")).toHaveValue("1");
    await expect(edit.getByLabel("Colegiado activo")).toBeChecked();
    await edit.getByLabel("Colegiado activo").uncheck();
    await edit.getByRole("button", { name: "Guardar" }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole("table", { name: "Abogados auxiliares" }).getByRole("row").nth(1).getByRole("cell").nth(6)).toHaveText("No");
  });

  await test.step("Subir Documentos lleva a /documento del abogado: subir y ver la constancia", async () => {
    await page.getByRole("button", { name: "Subir Documentos de JORGE LUIS CIFUENTES PAZ" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Subir Documentos para Abogado" })).toBeVisible();
    const label = "Constancia de colegiado activo";
    const group = page.getByRole("group", { name: label, exact: true });
    await group.getByLabel("Seleccionar Archivo").setInputFiles(pdfFile("constancia.pdf", `Constancia ${Date.now()}`));
    await group.getByRole("button", { name: "Subir" }).click();
    await expect(page.getByTitle(`Vista previa de ${label}`, { exact: true })).toHaveAttribute("src", /^blob:/);
    await expectNoSeriousA11yViolations(page, "/documento del abogado");
    await page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Abogados" }).click();
    await expect(page).toHaveURL(/\/abogado$/);
  });

  await test.step("eliminar con confirmación", async () => {
    await page.getByRole("button", { name: "Eliminar JORGE LUIS CIFUENTES PAZ" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Eliminar abogado" });
    await expect(confirm).toContainText("¿Está seguro de que desea eliminar a JORGE LUIS CIFUENTES PAZ?");
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await expect(toast(page, SUCCESS)).toBeVisible();
    await expect(page.getByText("No hay abogados registrados.")).toBeVisible();
  });
});
