import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { apiAsUser, newCarrier } from "../support/carrier";
import { expectNoHorizontalOverflow } from "../support/layout";
import { dataDir, waitForMail } from "../support/outbox";
import { newAccount, signIn, signUp, type Account } from "../support/portal";
import { addOneOfEach } from "../support/records";

/** The ISO date `days` from today in Guatemala. */
const inDays = (days: number) => new Date(Date.now() - 6 * 3600e3 + days * 86400e3).toISOString().slice(0, 10);

const SUCCESS = "Operación realizada con éxito!";
// The mandatario that support/records.ts registers.
const MANDATARIO = "ANA LUCÍA MÉNDEZ ROSALES";

async function invite(page: Page, who: Account, nombre: string, rol: string, gestor?: { vence: string; mandatario: string }) {
  await page.getByLabel("NIT de la persona").fill(who.nit);
  await page.getByLabel("Correo electrónico").fill(who.email);
  await page.getByLabel("Nombre", { exact: true }).fill(nombre);
  await page.getByLabel("Rol", { exact: true }).selectOption({ label: rol });
  if (gestor) {
    await page.getByLabel(/Acceso hasta/).fill(gestor.vence);
    const mandato = page.getByLabel("Mandato del gestor (opcional)");
    await mandato.selectOption((await mandato.locator("option", { hasText: gestor.mandatario }).getAttribute("value"))!);
  }
  await page.getByRole("button", { name: "Enviar invitación" }).click();
  const pending = page.getByRole("region", { name: "Invitaciones pendientes" }).getByRole("listitem").filter({ hasText: `NIT ${who.nit}` });
  await expect(pending).toBeVisible();
  if (gestor) await expect(pending).toContainText(`mandatario: ${gestor.mandatario}`);
}

/** Opens the mailed link, signs in when asked, and accepts; ends on /home acting for the inviting carrier. */
async function accept(page: Page, who: Account) {
  const mail = await waitForMail(dataDir(), who.email);
  const link = mail.links.find((l) => l.includes("/invitacion?token="))!;
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await expect(page.getByText(/Se invitó a/)).toBeVisible();
  await page.getByRole("link", { name: "Iniciar sesión para aceptar" }).click();
  await signIn(page, who);
  await expect(page).toHaveURL(/\/invitacion/);
  await page.getByRole("button", { name: "Aceptar invitación" }).click();
  await expect(page).toHaveURL(/\/home$/);
}

test("miembros: el titular invita a un editor y a un gestor, el gestor cambia de transportista y edita un vehículo, el historial lo nombra, un cambio de rol y una baja valen al instante", async ({ page }) => {
  test.setTimeout(240_000);
  // The gestor has a carrier of its own; the editor signs up only to accept.
  const gestor = await newCarrier(page, "natural");
  const editor = await signUp(page, newAccount());
  const titular = await newCarrier(page, "juridico");
  const personaA = Number(await page.evaluate(() => localStorage.getItem("persona_id")));
  const records = await addOneOfEach(page);
  const { vehiculo } = await apiAsUser<{ vehiculo: { numero_placa: string } }>(page, "GET", `/vehiculo/${records.vehiculoId}`);

  await test.step("the titular invites an editor, and a gestor until a date linked to a registered mandatario", async () => {
    await page.goto("/miembros");
    await expect(page.getByRole("heading", { name: "Miembros", level: 1 })).toBeVisible();
    await invite(page, editor, "Luis Editor", "Editor");
    await invite(page, gestor, "Ana Gestora", "Editor", { vence: inDays(60), mandatario: MANDATARIO });
    await expectNoSeriousA11yViolations(page, "miembros");
  });

  await accept(page, editor);
  const editorToken = await page.evaluate(() => localStorage.getItem("access_token"));
  await accept(page, gestor);
  const gestorToken = await page.evaluate(() => localStorage.getItem("access_token"));

  await test.step("the gestor switches carriers: what one shows never appears under the other", async () => {
    const actuar = page.getByLabel("Actuar como");
    await expect(actuar).toHaveValue(String(personaA));
    const own = await actuar.locator("option").filter({ hasNotText: "Editor" }).getAttribute("value");
    await actuar.selectOption(own!);
    await expect(actuar).toHaveValue(own!);
    await page.goto("/licencia");
    await expect(page.getByText("No hay licencias registradas.")).toBeVisible();
    await actuar.selectOption(String(personaA));
    await expect(actuar).toHaveValue(String(personaA));
    await expect(page).toHaveURL(/\/home$/);

    // A new session on this device: the carrier chosen last is remembered (a logout forgets it, as it forgets everything).
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key !== "actuar_como") localStorage.removeItem(key);
    });
    await signIn(page, gestor);
    await expect(page.getByLabel("Actuar como")).toHaveValue(String(personaA));
  });

  await test.step("acting for the titular's carrier, the gestor edits its vehicle on screen", async () => {
    await page.goto("/licencia");
    await page.getByRole("link", { name: `Ingresar Tarjeta de Operación de la licencia ${records.licencia.numero}` }).click();
    await page.getByRole("link", { name: `Asociar Vehículo a la tarjeta ${records.tarjeta.numero}` }).click();
    await page.getByRole("button", { name: `Editar vehículo ${vehiculo.numero_placa}`, exact: true }).click();
    const edit = page.getByRole("form", { name: "Editar vehículo" });
    await edit.getByLabel("Asientos").fill("33");
    await edit.getByRole("button", { name: "Guardar Cambios" }).click();
    await expect(page.getByRole("status").filter({ hasText: SUCCESS }).first()).toBeVisible();
    await expect(edit).toBeHidden();
  });

  await page.evaluate(() => localStorage.clear());
  await signIn(page, titular);

  await test.step("the titular's history names the gestor on the vehicle's change", async () => {
    await page.goto("/historial");
    const change = page.getByRole("row").filter({ hasText: `(NIT ${gestor.nit})` }).filter({ hasText: "Asientos" });
    await expect(change.first()).toBeVisible();
  });

  await page.goto("/miembros");
  const gestorRow = page.getByRole("region", { name: "Personas con acceso" }).getByRole("listitem").filter({ hasText: `NIT ${gestor.nit}` });

  await test.step("a renewal past a year is refused under the row, in the API's words; one within it goes through", async () => {
    await expect(gestorRow).toContainText(`mandatario: ${MANDATARIO}`);
    const hasta = gestorRow.getByLabel(/^Renovar hasta, acceso de /);
    await hasta.fill(inDays(400));
    await gestorRow.getByRole("button", { name: /^Renovar el acceso de / }).click();
    await expect(gestorRow.getByRole("alert")).toContainText("un año a partir de hoy");
    await hasta.fill(inDays(90));
    await gestorRow.getByRole("button", { name: /^Renovar el acceso de / }).click();
    await expect(page.getByRole("status").filter({ hasText: "Acceso renovado." }).first()).toBeVisible();
    await expect(gestorRow.getByRole("alert")).toHaveCount(0);
  });

  await test.step("keyboard only: the titular makes the gestor consulta; the gestor's next write is refused", async () => {
    const rol = gestorRow.getByRole("combobox", { name: /^Rol de / });
    await expect(rol).toHaveValue("editor");
    await rol.focus();
    await page.keyboard.press("ArrowDown");
    await expect(rol).toHaveValue("consulta");
    await page.keyboard.press("Tab");
    await expect(gestorRow.getByRole("button", { name: /^Cambiar rol de / })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "ahora es consulta." }).first()).toBeVisible();
    await expect(gestorRow.getByText(/^Consulta · acceso hasta/)).toBeVisible();

    const denied = await page.request.post(`/api/persona_email/${personaA}/persona`, {
      data: { email: "gestor@example.gt", notificar: false },
      headers: { Authorization: `Bearer ${gestorToken}` },
    });
    expect(denied.status()).toBe(403);
    expect(((await denied.json()) as { message: string }).message).toContain("consulta");
  });

  await test.step("keyboard only: the titular removes the editor after confirming; the editor's next request is refused", async () => {
    await page.getByRole("button", { name: /^Quitar a Luis Editor/i }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: /Quitar a Luis Editor/i });
    await expect(dialog).toContainText("siguiente solicitud");
    await expect(dialog.getByRole("button", { name: "Cancelar" })).toBeFocused();
    await expectNoSeriousA11yViolations(page, "miembros, quitar");
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Quitar" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("listitem").filter({ hasText: `NIT ${editor.nit}` })).toHaveCount(0);
    const after = await page.request.get(`/api/persona/${personaA}`, { headers: { Authorization: `Bearer ${editorToken}` } });
    expect(after.status()).toBe(404);
  });

  await test.step("390 px: every action of a gestor's row and the invitation in view, nothing wider than the screen", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/miembros");
    for (const action of [
      gestorRow.getByRole("combobox", { name: /^Rol de / }),
      gestorRow.getByRole("button", { name: /^Cambiar rol de / }),
      gestorRow.getByLabel(/^Renovar hasta, acceso de /),
      gestorRow.getByRole("button", { name: /^Renovar el acceso de / }),
      gestorRow.getByRole("button", { name: /^Quitar a / }),
      page.getByLabel("Mandato del gestor (opcional)"),
      page.getByRole("button", { name: "Enviar invitación" }),
    ]) {
      await action.scrollIntoViewIfNeeded();
      await expect(action).toBeInViewport();
    }
    await expectNoHorizontalOverflow(page, "miembros 390");
    await expectNoSeriousA11yViolations(page, "miembros 390");
  });
});
