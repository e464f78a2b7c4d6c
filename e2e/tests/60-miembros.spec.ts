import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { apiAsUser, newCarrier } from "../support/carrier";
import { expectNoHorizontalOverflow } from "../support/layout";
import { dataDir, waitForMail } from "../support/outbox";
import { newAccount, signIn, signUp, type Account } from "../support/portal";

/** The ISO date `days` from today in Guatemala. */
const inDays = (days: number) => new Date(Date.now() - 6 * 3600e3 + days * 86400e3).toISOString().slice(0, 10);

async function invite(page: Page, who: Account, nombre: string, rol: string, vence?: string) {
  await page.getByLabel("NIT de la persona").fill(who.nit);
  await page.getByLabel("Correo electrónico").fill(who.email);
  await page.getByLabel("Nombre", { exact: true }).fill(nombre);
  await page.getByLabel("Rol").selectOption({ label: rol });
  if (vence) await page.getByLabel(/Acceso hasta/).fill(vence);
  await page.getByRole("button", { name: "Enviar invitación" }).click();
  await expect(page.getByRole("region", { name: "Invitaciones pendientes" }).getByText(`NIT ${who.nit}`)).toBeVisible();
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

test("the titular invites an editor and a gestor, the gestor switches carriers and acts, the history names them, removal applies at once", async ({ page }) => {
  test.setTimeout(180_000);
  // The gestor has a carrier of its own; the editor signs up only to accept.
  const gestor = await newCarrier(page, "natural");
  const editor = await signUp(page, newAccount());
  const titular = await newCarrier(page, "juridico");
  const personaA = Number(await page.evaluate(() => localStorage.getItem("persona_id")));

  await page.goto("/miembros");
  await expect(page.getByRole("heading", { name: "Miembros", level: 1 })).toBeVisible();
  await invite(page, editor, "Luis Editor", "Editor");
  await invite(page, gestor, "Ana Gestora", "Consulta", inDays(60));
  await expectNoSeriousA11yViolations(page, "miembros");

  await accept(page, editor);
  const editorToken = await page.evaluate(() => localStorage.getItem("access_token"));
  await accept(page, gestor);

  // The gestor belongs to two carriers: "Actuar como" lists both; switching empties what was read.
  const actuar = page.getByLabel("Actuar como");
  await expect(actuar).toHaveValue(String(personaA));
  const own = await actuar.locator("option").filter({ hasNotText: "Consulta" }).getAttribute("value");
  await actuar.selectOption(own!);
  await expect(page).toHaveURL(/\/home$/);
  await expect(actuar).toHaveValue(own!);
  await actuar.selectOption(String(personaA));
  await expect(actuar).toHaveValue(String(personaA));

  // As consulta the gestor may read but not write: the titular makes them editor, and the edit goes through.
  const denied = await page.evaluate(async (id) => {
    const res = await fetch(`/api/persona_email/${id}/persona`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${localStorage.getItem("access_token")}` },
      body: JSON.stringify({ email: "gestor@example.gt", notificar: false }),
    });
    return { status: res.status, body: (await res.json()) as { message: string } };
  }, personaA);
  expect(denied.status).toBe(403);
  expect(denied.body.message).toContain("consulta");

  await page.evaluate(() => localStorage.clear());
  await signIn(page, titular);
  await page.goto("/miembros");
  const gestorRow = page.getByRole("listitem").filter({ hasText: `NIT ${gestor.nit}` });
  await expect(gestorRow).toContainText("acceso hasta");
  const { miembro } = await apiAsUser<{ miembro: Array<{ id: number; nit: string }> }>(page, "GET", `/persona/${personaA}/miembros`);
  const gestorId = miembro.find((m) => m.nit === gestor.nit)!.id;
  await page.evaluate(async (id) => {
    await fetch(`/api/miembros/${id}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${localStorage.getItem("access_token")}` },
      body: JSON.stringify({ rol: "editor" }),
    });
  }, gestorId);

  // A new session on this device: the carrier chosen last is remembered (a logout forgets it, as it forgets everything).
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key !== "actuar_como") localStorage.removeItem(key);
  });
  await signIn(page, gestor);
  await expect(page.getByLabel("Actuar como")).toHaveValue(String(personaA));
  await apiAsUser(page, "POST", `/persona_email/${personaA}/persona`, { email: "gestor@example.gt", notificar: false });

  // The titular's history names the gestor (name and NIT).
  await page.evaluate(() => localStorage.clear());
  await signIn(page, titular);
  await page.goto("/historial");
  await expect(page.getByText(`(NIT ${gestor.nit})`).first()).toBeVisible();

  // The titular removes the editor; the editor's very next request is refused.
  await page.goto("/miembros");
  const quitar = page.getByRole("button", { name: /^Quitar a Luis Editor/i });
  await quitar.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listitem").filter({ hasText: `NIT ${editor.nit}` })).toHaveCount(0);
  const after = await page.request.get(`/api/persona/${personaA}`, { headers: { Authorization: `Bearer ${editorToken}` } });
  expect(after.status()).toBe(404);

  // The screen on a phone: every action in view, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/miembros");
  await expect(page.getByRole("button", { name: "Enviar invitación" })).toBeVisible();
  await expectNoHorizontalOverflow(page, "miembros 390");
  await expectNoSeriousA11yViolations(page, "miembros 390");
});
