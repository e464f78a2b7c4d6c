import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { completeProfile, newAccount, signIn, signUp, solveBotCheck } from "../support/portal";

/** Opens "Restablecer contraseña" from the user menu. */
async function openChangePassword(page: Page) {
  await page.getByRole("button", { name: /Menú de usuario/ }).click();
  await page.getByRole("button", { name: "Restablecer contraseña" }).click();
  return page.getByRole("dialog", { name: "Restablecer contraseña" });
}

/** One press of "Iniciar sesión", waiting for the API's answer. */
async function tryLogin(page: Page) {
  const answered = page.waitForResponse((res) => res.url().endsWith("/api/authenticate"));
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  return answered;
}

test("sesiones: cambiar la contraseña con la actual, salir, y la verificación anti-robots tras varios fallos", async ({ page, browser, baseURL }) => {
  const account = await signUp(page, newAccount());
  await signIn(page, account);
  await completeProfile(page, "natural");
  await signIn(page, account);
  await expect(page).toHaveURL(/\/home$/);

  // The same account signed in on a second device.
  const otherDevice = await browser.newContext({ baseURL, locale: "es-GT" });
  const other = await otherDevice.newPage();
  await signIn(other, account);
  await expect(other).toHaveURL(/\/home$/);

  const newPassword = "Bus-Verde-Nuevo-31";

  await test.step("cambiar la contraseña pide la actual; una incorrecta se señala en su campo", async () => {
    const dialog = await openChangePassword(page);
    await dialog.getByLabel("Contraseña actual").fill(`${account.password}x`);
    await dialog.getByLabel("Nueva contraseña").fill(newPassword);
    await dialog.getByLabel("Confirmar contraseña").fill(newPassword);
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog.getByLabel("Contraseña actual")).toHaveAccessibleDescription("La contraseña actual no es correcta.");
    await expect(dialog.getByRole("alert")).toHaveText("Error al actualizar la contraseña. Inténtalo de nuevo.");
    await expectNoSeriousA11yViolations(page, "contraseña actual incorrecta");

    await dialog.getByLabel("Contraseña actual").fill(account.password);
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "Operación realizada con éxito!" })).toBeVisible();
    account.password = newPassword;
    // This device stays signed in.
    await page.reload();
    await expect(page).toHaveURL(/\/home$/);
  });

  await test.step("el otro dispositivo queda fuera en su siguiente consulta", async () => {
    // The licence list asks the API: the ended session is refused and its refresh token is gone.
    await other.goto("/licencia");
    await expect(other).toHaveURL(/\/signin$/);
    await otherDevice.close();
  });

  await test.step("Salir termina la sesión: su token ya no abre nada", async () => {
    const token = await page.evaluate(() => localStorage.getItem("access_token"));
    expect(token).toBeTruthy();
    await page.getByRole("button", { name: /Menú de usuario/ }).click();
    await page.getByRole("button", { name: "Salir" }).click();
    await expect(page).toHaveURL(/\/signin$/);
    const res = await page.request.get("/api/persona", { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(401);
  });

  await test.step("tras cinco fallos aparece la verificación anti-robots, y el titular entra al resolverla", async () => {
    await page.getByLabel("NIT").fill(account.nit);
    await page.getByLabel("Contraseña").fill("No-Es-La-Clave-1");
    const robot = page.getByRole("checkbox", { name: "No soy un robot" });
    for (let i = 0; i < 4; i++) {
      expect((await tryLogin(page)).status()).toBe(401);
      await expect(page.getByRole("alert")).toHaveText("Credenciales inválidas");
      await expect(robot).toHaveCount(0);
    }
    expect((await tryLogin(page)).status()).toBe(401);
    await expect(robot).toBeVisible();
    await expectNoSeriousA11yViolations(page, "inicio de sesión con verificación");

    await page.getByLabel("Contraseña").fill(account.password);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByText("Por favor, completa el reCAPTCHA.")).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);

    await solveBotCheck(page);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });
  });
});
