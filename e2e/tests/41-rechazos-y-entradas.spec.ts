import { expect, test, type Locator, type Page } from "@playwright/test";
import { daysFromToday } from "../../apps/api/test/request-bodies";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { apiAsUser, newCarrier } from "../support/carrier";
import { randomNit, randomPlaca } from "../support/ids";
import { dataDir, waitForMail } from "../support/outbox";
import { completeProfile, newAccount, signIn, signUp } from "../support/portal";
import { pdfFile } from "../support/pdf";

const PHONE = { width: 390, height: 844 };
const SUCCESS = "Operación realizada con éxito!";

// Pasting goes through the real clipboard and Ctrl+V, so the browser's own length limit applies as for a person.
test.use({ permissions: ["clipboard-read", "clipboard-write"] });

async function paste(field: Locator, text: string) {
  await field.fill("");
  await field.focus();
  await field.page().evaluate((t) => navigator.clipboard.writeText(t), text);
  await field.page().keyboard.press("ControlOrMeta+V");
}

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).first();

test("rechazos con salida: el NIT tras registrarse, el enlace de restablecimiento incompleto o usado, la sesión expirada", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  const account = await signUp(page, newAccount());
  const newPassword = "Bus-Rojo-Nuevo-41";

  await test.step("tras registrarse, /signin ya tiene el NIT escrito", async () => {
    await expect(page.getByLabel("NIT")).toHaveValue(account.nit);
    await expect(page.getByLabel("Contraseña")).toHaveValue("");
  });

  await test.step("el enlace sin token explica qué pasó y lleva a pedir uno nuevo, sin formulario", async () => {
    await page.goto("/form/reset");
    await expect(page.getByText("Este enlace para restablecer la contraseña está incompleto.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Restablecer contraseña" })).toHaveCount(0);
    await expect(page.getByLabel("Nueva contraseña")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, "/form/reset sin token");
    await page.getByRole("link", { name: "Solicitar un nuevo enlace" }).click();
    await expect(page).toHaveURL(/\/ressetPassword$/);
  });

  const link = await test.step("pedir el correo y usar el enlace una vez", async () => {
    await page.getByLabel("NIT").fill(account.nit);
    await page.getByLabel("Correo electrónico").fill(account.email);
    await page.getByRole("button", { name: "Enviar correo de restablecimiento" }).click();
    const mail = await waitForMail(dataDir(), account.email);
    const url = new URL(mail.links.find((l) => l.includes("/form/reset?"))!);
    const href = `${url.pathname}${url.search}`;
    await page.goto(href);
    await page.getByLabel("NIT").fill(account.nit);
    await page.getByLabel("Nueva contraseña").fill(newPassword);
    await page.getByLabel("Confirmar contraseña").fill(newPassword);
    await page.getByRole("button", { name: "Restablecer contraseña" }).click();
    await expect(page.getByText("¡Contraseña restablecida con éxito!").first()).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/, { timeout: 6_000 });
    return href;
  });

  await test.step("el mismo enlace otra vez: por qué no sirve y el camino a uno nuevo", async () => {
    await page.goto(link);
    await page.getByLabel("NIT").fill(account.nit);
    await page.getByLabel("Nueva contraseña").fill("Bus-Rojo-Otra-42");
    await page.getByLabel("Confirmar contraseña").fill("Bus-Rojo-Otra-42");
    await page.getByRole("button", { name: "Restablecer contraseña" }).click();
    const refusal = page.getByRole("alert").filter({ hasText: "No se pudo restablecer la contraseña." });
    await expect(refusal).toContainText("El enlace ya se usó o expiró");
    await expectNoSeriousA11yViolations(page, "enlace de restablecimiento usado");
    await refusal.getByRole("link", { name: "Solicitar un nuevo enlace" }).click();
    await expect(page).toHaveURL(/\/ressetPassword$/);
  });

  await test.step("una sesión que ya no se puede renovar vuelve a /signin diciendo que expiró", async () => {
    await signIn(page, { nit: account.nit, password: newPassword });
    await completeProfile(page, "natural");
    await signIn(page, { nit: account.nit, password: newPassword });
    await expect(page).toHaveURL(/\/home$/);
    // Both tokens stop being valid (as after a long time away): the next call's refresh fails.
    await page.evaluate(() => {
      localStorage.setItem("access_token", "vencido");
      localStorage.setItem("refresh_token", "vencido");
    });
    await page.goto("/licencia");
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole("status").filter({ hasText: "Su sesión ha expirado. Ingrese de nuevo." })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "/signin tras sesión expirada");
    // Said once: a later visit to /signin does not repeat it.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeVisible();
    await expect(page.getByText("Su sesión ha expirado. Ingrese de nuevo.")).toHaveCount(0);
  });
});

test("entradas que no pelean: pegar teléfonos y CUI, montos con comas, fuera de rango con su mensaje, lo que falta, fechas pasadas y una licencia con tarjetas", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await newCarrier(page, "natural");
  await page.setViewportSize(PHONE);

  await test.step("teléfono de la persona: lo pegado con guion o con +502 queda en 8 dígitos", async () => {
    await page.goto("/persona");
    await page.getByRole("button", { name: "Agregar teléfono" }).click();
    const dialog = page.getByRole("dialog", { name: "Agregar teléfono" });
    const numero = dialog.getByLabel("Número de teléfono");
    await paste(numero, "5512-3456");
    await expect(numero).toHaveValue("55123456");
    await paste(numero, "+502 5512 3456");
    await expect(numero).toHaveValue("55123456");
    await dialog.getByLabel("Tipo de teléfono").selectOption({ label: "Celular" });
    await expectNoSeriousA11yViolations(page, "agregar teléfono pegado");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("55123456").first()).toBeVisible();
  });

  await test.step("piloto: CUI y teléfono pegados, CUI corto y años fuera de rango señalados al salir del campo", async () => {
    await page.goto("/piloto");
    await page.getByRole("button", { name: "Agregar Piloto" }).click();
    const add = page.getByRole("dialog", { name: "Agregar Piloto" });
    const cui = add.getByLabel("CUI", { exact: true });
    await paste(cui, "2345 67890 1234");
    await expect(cui).toHaveValue("2345678901234");
    await cui.fill("12345");
    await cui.blur();
    await expect(cui).toHaveAccessibleDescription(/El CUI no tiene un formato válido\./);
    const telefono = add.getByLabel("Teléfono", { exact: true });
    await paste(telefono, "+502 5512 3456");
    await expect(telefono).toHaveValue("55123456");
    const years = add.getByLabel("Tiempo de laborar (años)");
    await years.fill("40");
    await years.blur();
    await expect(years).toHaveValue("40");
    await expect(years).toHaveAccessibleDescription("El tiempo laborando debe ser un número entero entre 1 y 25 años.");
    await expectNoSeriousA11yViolations(page, "piloto con valores fuera de rango");
    await add.getByRole("button", { name: "Cancelar" }).click();
    await expect(add).toBeHidden();
  });

  await page.setViewportSize({ width: 1366, height: 800 });
  const personaId = Number(await page.evaluate(() => localStorage.getItem("persona_id")));
  const numero = `CAR-${Date.now().toString().slice(-6)}`;
  const tarjeta = "T-41414";
  const { licencia } = await apiAsUser<{ licencia: { id: number } }>(page, "POST", `/licencia/${personaId}/persona`, {
    numero,
    inicia: daysFromToday(-365),
    fin: daysFromToday(700),
    tipo_licencia_id: 1,
  });
  const { tarjeta_operacion } = await apiAsUser<{ tarjeta_operacion: { id: number } }>(page, "POST", `/tarjeta_operacion/${licencia.id}/licencia`, {
    numero: tarjeta,
  });

  await test.step("una licencia con tarjetas: la confirmación explica por qué no y qué hacer antes", async () => {
    await page.goto("/licencia");
    await page.getByRole("button", { name: `Eliminar licencia ${numero}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Eliminar licencia" });
    await expect(confirm).toContainText(`La licencia ${numero} no se puede eliminar porque tiene tarjetas de operación asociadas.`);
    await expect(confirm).toContainText("Primero elimine sus tarjetas de operación");
    await expect(confirm.getByRole("button", { name: "Eliminar" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, "eliminar licencia con tarjetas");
    await confirm.getByRole("button", { name: "Entendido" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole("button", { name: `Eliminar licencia ${numero}` })).toBeFocused();
  });

  await test.step("una licencia con la expiración ya pasada avisa y pregunta antes de guardar", async () => {
    const form = page.getByRole("form", { name: "Registrar licencia" });
    await form.getByLabel("Número de Licencia").fill(`OLD-${numero.slice(4)}`);
    await form.getByLabel("Fecha de Inicio").fill(daysFromToday(-800));
    await form.getByLabel("Fecha de Expiración").fill(daysFromToday(-3));
    await expect(form.getByLabel("Fecha de Expiración")).toHaveAccessibleDescription("Esta fecha ya pasó: la licencia quedará vencida.");
    await form.getByLabel("Tipo de Licencia").selectOption({ index: 1 });
    await form.getByRole("button", { name: "Agregar Licencia" }).click();
    const ask = page.getByRole("alertdialog", { name: "La fecha ya pasó" });
    await expect(ask).toContainText("¿Desea guardar de todos modos?");
    await expectNoSeriousA11yViolations(page, "licencia con fecha pasada");
    await ask.getByRole("button", { name: "Revisar la fecha" }).click();
    await expect(ask).toBeHidden();
    // Nothing was saved: the form keeps what was typed.
    await expect(form.getByLabel("Número de Licencia")).toHaveValue(`OLD-${numero.slice(4)}`);
    await expect(page.getByText(`OLD-${numero.slice(4)}`)).toHaveCount(0);
  });

  await test.step("vehículo: lo que falta bajo Guardar, asientos fuera de rango, montos con separadores de miles", async () => {
    await page.getByRole("link", { name: `Ingresar Tarjeta de Operación de la licencia ${numero}` }).click();
    await page.getByRole("link", { name: `Asociar Vehículo a la tarjeta ${tarjeta}` }).click();
    await page.getByRole("button", { name: "Agregar Vehículo" }).click();
    const form = page.getByRole("form", { name: "Agregar vehículo" });
    const save = form.getByRole("button", { name: "Guardar Vehículo" });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription(/^Falta: NIT del propietario, Número de Placa, Asientos, Marca, Modelo/);

    const placa = randomPlaca();
    await form.getByLabel("NIT del propietario").fill(randomNit());
    await form.getByLabel("Número de Placa").fill(placa);
    await form.getByLabel("Asientos").fill("150");
    await form.getByLabel("Asientos").blur();
    await expect(form.getByLabel("Asientos")).toHaveValue("150");
    await expect(form.getByLabel("Asientos")).toHaveAccessibleDescription("El número de asientos debe estar entre 1 y 99.");
    await form.getByLabel("Asientos").fill("15");
    await form.getByLabel("Marca").selectOption({ index: 1 });
    await form.getByLabel("Modelo").fill("2019");
    await form.getByLabel("Motor").fill("4D56-414141");
    await form.getByLabel("Número de Chasis").fill("MMBJNKB40JD004141");
    await form.getByLabel("Color").selectOption({ index: 1 });
    await form.getByLabel("Tipo de Vehículo").selectOption({ index: 1 });
    await form.getByLabel("Tipo de Placa").selectOption({ index: 1 });
    await form.getByLabel("Tipo de Uso").selectOption({ index: 1 });
    await form.getByLabel("Tipo de Combustible").selectOption({ index: 1 });
    await form.getByLabel("Aseguradora").fill("Seguros del Lago");
    await form.getByLabel("Número de Póliza").fill("SL-4141");
    await form.getByLabel("Tipo de Seguro").fill("Daños a terceros");
    await form.getByLabel("Prima Total (Q)").fill("4,500.50");
    await form.getByLabel("Valor (Q)").fill("Q 95,000");
    await form.getByLabel("Monto Asegurado (Q)").fill("90,000.00");
    await form.getByLabel("Fecha de Inicio de la Póliza").fill(daysFromToday(-30));
    await form.getByLabel("Fecha de Fin de la Póliza").fill(daysFromToday(335));
    await expect(save).toHaveAccessibleDescription("Falta: Documento de la Póliza (PDF)");
    await form.getByLabel("Documento de la Póliza (PDF)").setInputFiles(pdfFile("poliza.pdf", `Poliza ${placa} ${Date.now()}`));
    await expect(save).toBeEnabled();
    await expect(form.getByText(/^Falta:/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, "vehículo completo");
    await save.click();
    await expect(toast(page, SUCCESS)).toBeVisible();

    const { vehiculo } = await apiAsUser<{ vehiculo: Array<{ numero_placa: string; poliza: { prima_total: string; valor: string; monto_asegurado: string } }> }>(
      page,
      "GET",
      `/vehiculo/${tarjeta_operacion.id}/tarjeta_operacion`,
    );
    const saved = vehiculo.find((v) => v.numero_placa === placa);
    expect(saved?.poliza).toMatchObject({ prima_total: "4500.50", valor: "95000.00", monto_asegurado: "90000.00" });
  });

  await test.step("una tarjeta con vehículos tampoco ofrece Eliminar: dice qué quitar primero", async () => {
    await page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Tarjetas de Operación" }).click();
    await page.getByRole("button", { name: `Eliminar tarjeta ${tarjeta}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Eliminar tarjeta de operación" });
    await expect(confirm).toContainText("Primero elimine sus vehículos");
    await expect(confirm.getByRole("button", { name: "Eliminar" })).toHaveCount(0);
    await confirm.getByRole("button", { name: "Entendido" }).click();
    await expect(confirm).toBeHidden();
  });
});
