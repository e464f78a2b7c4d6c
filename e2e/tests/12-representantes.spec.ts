import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { newCarrier } from "../support/carrier";
import { pdfFile } from "../support/pdf";

// Long journeys (sign-up with a real proof of work, several axe scans) on a shared machine.
test.setTimeout(240_000);

test("persona jurídica: agregar, editar y eliminar un representante; sus documentos jurídicos", async ({ page }) => {
  await newCarrier(page, "juridico");

  await test.step("el menú lleva a /blank con la tabla vacía", async () => {
    await page.getByRole("navigation", { name: "Persona Jurídica" }).getByRole("link", { name: "Representantes" }).click();
    await expect(page).toHaveURL(/\/blank$/);
    await expect(page.getByRole("heading", { level: 1, name: "Representantes" })).toBeVisible();
    await expect(page.getByText("No hay representantes registrados.")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "/blank vacío");
  });

  await test.step("agregar: cada campo muestra su mensaje; guardado con plazo_vigenia", async () => {
    await page.getByRole("button", { name: "Agregar representante" }).click();
    const dialog = page.getByRole("dialog", { name: "Agregar representante" });
    await expect(dialog.getByLabel("Nacionalidad")).toHaveValue("1");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog.getByText("Este campo es obligatorio.").first()).toBeVisible();
    await expect(dialog.getByLabel("Nombre", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousA11yViolations(page, "agregar representante con errores");

    await dialog.getByLabel("Nombre", { exact: true }).fill("Juan Carlos");
    await dialog.getByLabel("Apellido", { exact: true }).fill("Pérez Molina");
    await dialog.getByLabel("Cargo").selectOption({ label: "Gerente General" });
    await dialog.getByLabel("Número de registro").fill("88213");
    await dialog.getByLabel("Folio").fill("45");
    await dialog.getByLabel("Libro", { exact: true }).fill("12");
    await dialog.getByLabel("Tipo de libro").selectOption({ label: "Libro de Nombramientos" });
    await dialog.getByLabel("Fecha de registro").fill("2021-06-15");
    await dialog.getByLabel("Fecha del acta").fill("2021-06-01");
    // Start after the end: the message sits on the start date.
    await dialog.getByLabel("Inicio de vigencia").fill("2026-06-01");
    await dialog.getByLabel("Plazo de vigencia").fill("2024-06-01");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog.getByText("El inicio de vigencia no puede ser posterior al plazo de vigencia.")).toBeVisible();
    await dialog.getByLabel("Inicio de vigencia").fill("2021-06-01");
    await dialog.getByLabel("Plazo de vigencia").fill("2026-06-01");

    const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/representante"));
    await dialog.getByRole("button", { name: "Guardar" }).click();
    const body = (await posted).postDataJSON();
    expect(body).toMatchObject({ nombre: "JUAN CARLOS", apellido: "PÉREZ MOLINA", plazo_vigenia: "2026-06-01", inicio_vigencia: "2021-06-01" });
    expect(body.persona_id).toBeGreaterThan(0);
    expect(body.juridico_id).toBeGreaterThan(0);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "Operación realizada con éxito!" }).first()).toBeVisible();

    const table = page.getByRole("region", { name: "Representantes" });
    await expect(table.getByRole("columnheader")).toHaveText(["Nombre", "Apellido", "Cargo", "Número de Registro", "Folio", "Acciones"]);
    await expect(table.getByRole("row", { name: /JUAN CARLOS/ }).getByRole("cell")).toHaveText([
      "JUAN CARLOS",
      "PÉREZ MOLINA",
      "Gerente General",
      "88213",
      "45",
      /Editar/,
    ]);
  });

  await test.step("editar: el formulario trae los datos y guarda el cambio", async () => {
    await page.getByRole("button", { name: "Editar a JUAN CARLOS PÉREZ MOLINA" }).click();
    const dialog = page.getByRole("dialog", { name: "Editar representante" });
    await expect(dialog.getByLabel("Plazo de vigencia")).toHaveValue("2026-06-01");
    await expect(dialog.getByLabel("Cargo")).toHaveValue("2");
    await dialog.getByLabel("Folio").fill("46");
    await dialog.getByLabel("Cargo").selectOption({ label: "Representante Legal" });
    await expectNoSeriousA11yViolations(page, "editar representante");
    const put = page.waitForRequest((r) => r.method() === "PUT" && /\/api\/representante\/\d+$/.test(r.url()));
    await dialog.getByRole("button", { name: "Guardar" }).click();
    expect((await put).postDataJSON()).toMatchObject({ folio: "46", cargo_id: 1, plazo_vigenia: "2026-06-01" });
    await expect(dialog).toBeHidden();
    const row = page.getByRole("region", { name: "Representantes" }).getByRole("row", { name: /JUAN CARLOS/ });
    await expect(row.getByRole("cell").nth(2)).toHaveText("Representante Legal");
    await expect(row.getByRole("cell").nth(4)).toHaveText("46");
  });

  await test.step("eliminar: la pregunta lleva los nombres", async () => {
    await page.getByRole("button", { name: "Eliminar a JUAN CARLOS PÉREZ MOLINA" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("estás seguro de que deseas eliminar a JUAN CARLOS PÉREZ MOLINA?");
    await expectNoSeriousA11yViolations(page, "confirmar eliminación de representante");
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText("No hay representantes registrados.")).toBeVisible();
  });

  await test.step("/persona de una persona jurídica: documentos jurídicos", async () => {
    await page.getByRole("link", { name: "Datos de la persona" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Cargar Documentos Jurídicos" })).toBeVisible();
    const rows = page.getByRole("list", { name: "Documentos requeridos" }).getByRole("heading", { level: 3 });
    await expect(rows).toHaveCount(6);
    const rtu = page.getByRole("group", { name: "RTU", exact: true });
    await rtu.getByLabel("Seleccionar Archivo").setInputFiles(pdfFile("rtu-empresa.pdf"));
    const posted = page.waitForRequest((r) => r.method() === "POST" && /\/api\/juridico_documento\/\d+\/juridico\/pdf$/.test(r.url()));
    await rtu.getByRole("button", { name: "Subir" }).click();
    // Multipart: the type as a field, the PDF as a file.
    const request = await posted;
    expect(request.headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const answer = await request.response();
    expect(answer ? (await answer.json()).documento : null).toMatchObject({ tipo_documento_id: 4, activo: true });
    await expect(page.getByTitle("Vista previa de RTU", { exact: true })).toHaveAttribute("src", /^blob:/);
    await expectNoSeriousA11yViolations(page, "/persona jurídica");
  });
});

test("persona individual: sin Representantes en el menú, y /blank lo explica sin pedir datos", async ({ page }) => {
  await newCarrier(page, "natural");
  const menu = page.getByRole("navigation", { name: "Persona Individual" });
  await expect(menu.getByRole("link", { name: "Mandatarios" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Representantes" })).toHaveCount(0);

  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/representante")) calls.push(r.url());
  });
  await page.goto("/blank");
  await expect(page.getByRole("heading", { level: 1, name: "Representantes" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Los representantes solo se registran para personas jurídicas.");
  await expect(page.getByRole("button", { name: "Agregar representante" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "/blank persona individual");
  expect(calls).toEqual([]);
});
