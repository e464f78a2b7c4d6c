import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { apiAsUser, newCarrier } from "../support/carrier";
import { randomCui, randomNit } from "../support/ids";
import { pdfFile } from "../support/pdf";

const SUCCESS = "Operación realizada con éxito!";
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).first();

/** A driver who already works for another carrier (registered by that carrier). */
const ROSA = { nombre: "ROSA ELENA", apellido: "TZOC AJQUIJAY", fecha_nacimiento: "1988-06-15", nit: randomNit(), cui: randomCui() };
const ROSA_NAME = `${ROSA.nombre} ${ROSA.apellido}`;

async function signOut(page: Page) {
  await page.getByRole("button", { name: /Menú de usuario/ }).click();
  await page.getByRole("button", { name: "Salir" }).click();
  await expect(page).toHaveURL(/\/signin$/);
}

test("pilotos: agregar con búsqueda por CUI, ver, contactos de emergencia, documento, editar y eliminar", async ({ page }) => {
  test.setTimeout(300_000);

  await test.step("otro transportista ya registró a la piloto", async () => {
    await newCarrier(page, "juridico");
    await apiAsUser(page, "POST", "/piloto", { ...ROSA, telefono: "24440000", correo_electronico: "rosa@example.com" });
    await signOut(page);
  });

  await newCarrier(page, "natural");

  await test.step("desde el menú, la lista vacía", async () => {
    await page.getByRole("navigation", { name: "Persona Individual" }).getByRole("link", { name: "Pilotos" }).click();
    await expect(page).toHaveURL(/\/piloto$/);
    await expect(page.getByRole("heading", { level: 1, name: "Pilotos" })).toBeVisible();
    await expect(page.getByText("No hay pilotos registrados.")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "/piloto vacío");
  });

  const add = page.getByRole("dialog", { name: "Agregar Piloto" });

  await test.step("el formulario: máximos, años laborando hasta 25, correo y teléfono revisados al guardar", async () => {
    await page.getByRole("button", { name: "Agregar Piloto" }).click();
    await expect(add).toBeVisible();
    const max = { NIT: "15", CUI: "15", Nombre: "150", Apellido: "150", Dirección: "300", "Correo Electrónico": "100", Teléfono: "10" };
    for (const [label, value] of Object.entries(max)) await expect(add.getByLabel(label, { exact: true })).toHaveAttribute("maxlength", value);
    await expect(add.getByText("Ingrese 1 si es menor a un año.")).toBeVisible();
    // 40 stays as typed and is refused on leaving the field (it used to become 25 silently).
    await add.getByLabel("Tiempo de laborar (años)").fill("40");
    await add.getByLabel("Tiempo de laborar (años)").blur();
    await expect(add.getByLabel("Tiempo de laborar (años)")).toHaveValue("40");
    await expect(add.getByText("El tiempo laborando debe ser un número entero entre 1 y 25 años.")).toBeVisible();
    await expect(add.getByLabel("Tipo de licencia").getByRole("option")).toHaveText(["Seleccione una opción", "A", "B"]);
    await expect(add.getByLabel("Activo")).toBeChecked();
    await add.getByLabel("Correo Electrónico").fill("rosa-arroba-correo");
    await add.getByLabel("Teléfono", { exact: true }).fill("1234");
    await add.getByRole("button", { name: "Guardar" }).click();
    await expect(add.getByText("El Correo Electrónico ingresado no es válido.")).toBeVisible();
    await expect(add.getByText("El Teléfono ingresado no es válido.")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "formulario de piloto con errores");
  });

  await test.step("búsqueda: sin resultados, luego el CUI completo de la piloto de otro transportista llena su identificación", async () => {
    await add.getByLabel("NIT", { exact: true }).fill("999");
    await expect(add.getByRole("status").filter({ hasText: "No se encontró CUI registrado previamente." })).toBeVisible();
    await add.getByLabel("NIT", { exact: true }).fill("");
    await add.getByLabel("CUI", { exact: true }).fill(ROSA.cui);
    const hit = add.getByRole("list", { name: "Pilotos encontrados" }).getByRole("button", { name: new RegExp(ROSA_NAME) });
    await expect(hit).toBeVisible();
    await expectNoSeriousA11yViolations(page, "búsqueda de piloto por CUI");
    await hit.click();
    await expect(add.getByLabel("Nombre", { exact: true })).toHaveValue(ROSA.nombre);
    await expect(add.getByLabel("Apellido", { exact: true })).toHaveValue(ROSA.apellido);
    await expect(add.getByLabel("Fecha de nacimiento")).toHaveValue(ROSA.fecha_nacimiento);
    await expect(add.getByLabel("NIT", { exact: true })).toHaveValue(ROSA.nit);
    await expect(add.getByLabel("CUI", { exact: true })).toHaveValue(ROSA.cui);
    // Another carrier's pilot lends only the identity: what was typed elsewhere stays as it was.
    await expect(add.getByLabel("Teléfono", { exact: true })).toHaveValue("1234");
  });

  await test.step("completar y guardar: el diálogo se cierra y la lista muestra Activo", async () => {
    await add.getByLabel("Correo Electrónico").fill("rosa.tzoc@example.com");
    await add.getByLabel("Teléfono", { exact: true }).fill("55551234");
    await add.getByLabel("Dirección").fill("3a. Calle 4-56 Zona 1, Quetzaltenango");
    await add.getByLabel("Estado civil").selectOption({ label: "Casado(a)" });
    await add.getByLabel("Número de documento").fill("LIC-778812");
    await add.getByLabel("Tipo de licencia").selectOption("B");
    await add.getByLabel("Vencimiento de la licencia").fill("2027-09-30");
    await add.getByLabel("Tiempo de laborar (años)").fill("6");
    await add.getByLabel("Documento INTECAP").fill("INT-2291");
    await add.getByLabel("Tiene hijos").check();
    await add.getByRole("button", { name: "Guardar" }).click();
    await expect(toast(page, SUCCESS)).toBeVisible();
    await expect(add).toBeHidden();

    const table = page.getByRole("table", { name: "Pilotos" });
    await expect(table.getByRole("columnheader")).toHaveText([
      "NIT",
      "CUI",
      "Nombre Completo",
      "Estado",
      "Contactos de emergencia",
      "Detalle Piloto",
      "Subir Documentos",
      "Acciones",
    ]);
    await expect(table.getByRole("row").nth(1).getByRole("cell").first()).toHaveText(ROSA.nit);
    await expect(table.getByRole("row").nth(1).getByRole("cell").nth(2)).toHaveText(ROSA_NAME);
    await expect(table.getByRole("row").nth(1).getByRole("cell").nth(3)).toHaveText("Activo");
    await expectNoSeriousA11yViolations(page, "/piloto con un registro");

    // The search runs on the server (decision 095): a part of the name, or the start of the NIT or CUI.
    const search = page.getByRole("searchbox", { name: "Buscar piloto" });
    const asked = page.waitForRequest((r) => r.url().includes("buscar=TZOC"));
    await search.fill("tzoc");
    await asked;
    await expect(table.getByRole("row").nth(1)).toContainText(ROSA_NAME);
    await search.fill(ROSA.cui.slice(0, 6));
    await expect(table.getByRole("row").nth(1)).toContainText(ROSA_NAME);
    await search.fill("NADIE SE LLAMA ASÍ");
    await expect(page.getByText("Ningún piloto coincide con «NADIE SE LLAMA ASÍ».")).toBeVisible();
    await search.fill("50%");
    await expect(page.getByText("Escriba hasta 60 letras, números, espacios, puntos, apóstrofos o guiones.")).toBeVisible();
    await search.fill("");
    await expect(table.getByRole("row").nth(1)).toContainText(ROSA_NAME);
  });

  await test.step("Agregar Piloto abre vacío; buscar uno propio lleva a editarlo en lugar de duplicarlo", async () => {
    await page.getByRole("button", { name: "Agregar Piloto" }).click();
    for (const label of ["NIT", "CUI", "Nombre", "Teléfono"]) await expect(add.getByLabel(label, { exact: true })).toHaveValue("");
    await add.getByLabel("CUI", { exact: true }).fill(ROSA.cui.slice(0, 4));
    const own = add.getByRole("list", { name: "Pilotos encontrados" }).getByRole("button", { name: new RegExp(ROSA_NAME) });
    await expect(own).toContainText("Ya está en su lista");
    await own.click();
    const edit = page.getByRole("dialog", { name: "Editar Piloto" });
    await expect(edit).toContainText("Este piloto ya está registrado en su lista");
    await expect(edit.getByLabel("Teléfono", { exact: true })).toHaveValue("55551234");
    await edit.getByRole("button", { name: "Cancelar" }).click();
    await expect(edit).toBeHidden();
  });

  await test.step("Ver: el detalle con todos los datos y sin contactos", async () => {
    await page.getByRole("button", { name: `Ver detalle de ${ROSA_NAME}` }).click();
    await expect(page).toHaveURL(/\/pilotoPreview$/);
    await expect(page.getByRole("heading", { level: 1, name: `Detalle del Piloto: ${ROSA_NAME}` })).toBeVisible();
    await expect(page.getByText("No hay contactos de emergencia registrados.")).toBeVisible();
    const info = page.locator("section").filter({ has: page.getByRole("heading", { name: "Información del piloto" }) });
    for (const text of [ROSA.nit, ROSA.cui, "ROSA.TZOC@EXAMPLE.COM", "55551234", "LIC-778812", "15/06/1988", "30/09/2027", "INT-2291", "Tiene hijos"]) {
      await expect(info).toContainText(new RegExp(text.replace(/\./g, "\\."), "i"));
    }
    await expectNoSeriousA11yViolations(page, "/pilotoPreview");
    await page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Pilotos" }).click();
  });

  await test.step("contactos de emergencia: el botón espera los tres datos y 8 dígitos; agregar y eliminar", async () => {
    await page.getByRole("button", { name: `Contactos de emergencia de ${ROSA_NAME}` }).click();
    await expect(page).toHaveURL(/\/contactosEmergencia$/);
    await expect(page.getByRole("heading", { level: 2, name: "Agregar Información de Contacto de Emergencia" })).toBeVisible();
    const addButton = page.getByRole("button", { name: "Agregar Contacto" });
    await expect(addButton).toBeDisabled();
    await page.getByLabel("Nombre Completo").fill("Pedro Tzoc");
    await page.getByLabel("Dirección").fill("   ");
    await page.getByLabel("Teléfono").fill("5555");
    await page.getByLabel("Teléfono").blur();
    await expect(page.getByText("El teléfono debe tener 8 dígitos numéricos.")).toBeVisible();
    await expect(addButton).toBeDisabled();
    await page.getByLabel("Teléfono").fill("55557777");
    await expect(page.getByText("El teléfono debe tener 8 dígitos numéricos.")).toBeHidden();
    await expect(addButton).toBeDisabled();
    await page.getByLabel("Dirección").fill("Aldea Llano del Pinal, Quetzaltenango");
    await expect(addButton).toBeEnabled();
    await expectNoSeriousA11yViolations(page, "/contactosEmergencia");
    await addButton.click();
    await expect(toast(page, SUCCESS)).toBeVisible();
    const list = page.getByRole("list", { name: "Contactos de emergencia" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText("PEDRO TZOC");
    await expect(list).toContainText("55557777");
    await expect(page.getByLabel("Nombre Completo")).toHaveValue("");

    // The preview lists it too.
    await page.goBack();
    await page.getByRole("button", { name: `Ver detalle de ${ROSA_NAME}` }).click();
    await expect(page.getByRole("list", { name: "Contactos de emergencia" })).toContainText("ALDEA LLANO DEL PINAL, QUETZALTENANGO");
    await page.goBack();

    await page.getByRole("button", { name: `Contactos de emergencia de ${ROSA_NAME}` }).click();
    await page.getByRole("button", { name: "Eliminar contacto PEDRO TZOC" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Eliminar contacto de emergencia" });
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText("No hay contactos de emergencia registrados.")).toBeVisible();
    await page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Pilotos" }).click();
  });

  await test.step("Subir Documentos lleva a /documento del piloto: subir y ver la licencia", async () => {
    await page.getByRole("button", { name: `Subir Documentos de ${ROSA_NAME}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Subir Documentos para Piloto" })).toBeVisible();
    const label = "Licencia de conducir";
    const group = page.getByRole("group", { name: label, exact: true });
    await group.getByLabel("Seleccionar Archivo").setInputFiles(pdfFile("licencia.pdf", `Licencia ${Date.now()}`));
    await group.getByRole("button", { name: "Subir" }).click();
    await expect(page.getByTitle(`Vista previa de ${label}`, { exact: true })).toHaveAttribute("src", /^blob:/);
    await expectNoSeriousA11yViolations(page, "/documento del piloto");
    await page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Pilotos" }).click();
  });

  await test.step("editar: inactivo se muestra en rojo como Inactivo", async () => {
    await page.getByRole("button", { name: `Editar ${ROSA_NAME}` }).click();
    const edit = page.getByRole("dialog", { name: "Editar Piloto" });
    await expect(edit.getByLabel("Estado civil")).toHaveValue("2");
    await expect(edit.getByLabel("Tipo de licencia")).toHaveValue("B");
    await expect(edit.getByLabel("Vencimiento de la licencia")).toHaveValue("2027-09-30");
    await edit.getByLabel("Activo").uncheck();
    await edit.getByRole("button", { name: "Guardar" }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole("table", { name: "Pilotos" }).getByRole("row").nth(1).getByRole("cell").nth(3)).toHaveText("Inactivo");
  });

  await test.step("eliminar: el control visible abre la confirmación 'Confirizar'", async () => {
    await page.getByRole("button", { name: `Eliminar ${ROSA_NAME}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Confirizar" });
    await expect(confirm).toContainText("¿Estás seguro de que deseas eliminar el registro?");
    await expect(confirm.getByRole("button", { name: "Cancelar" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "confirmación de eliminación de piloto");
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await expect(toast(page, SUCCESS)).toBeVisible();
    await expect(page.getByText("No hay pilotos registrados.")).toBeVisible();
  });

  await test.step("sin estado de navegación (URL pegada): dicen qué falta y enlazan a Pilotos", async () => {
    await page.goto("/pilotoPreview");
    await expect(page.getByRole("main")).toContainText("No hay información del piloto disponible.");
    await expect(page.getByRole("link", { name: "Volver a Pilotos" })).toHaveAttribute("href", "/piloto");
    await expectNoSeriousA11yViolations(page, "/pilotoPreview sin estado");
    await page.goto("/contactosEmergencia");
    await expect(page.getByRole("main")).toContainText("No se indicó el piloto.");
    await page.getByRole("link", { name: "Volver a Pilotos" }).click();
    await expect(page).toHaveURL(/\/piloto$/);
  });
});
