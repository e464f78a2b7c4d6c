import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { dataDir, waitForMail } from "../support/outbox";
import { newAccount, signUp } from "../support/portal";

test("recuperar la contraseña con el enlace del correo", async ({ page }) => {
  const account = await signUp(page, newAccount());
  const newPassword = "Bus-Azul-Nuevo-77";

  await test.step("pedir el correo de restablecimiento", async () => {
    await page.goto("/signin");
    await page.getByRole("link", { name: "¿Olvidó su contraseña?" }).click();
    await expect(page).toHaveURL(/\/ressetPassword$/);
    await expectNoSeriousA11yViolations(page, "olvidé mi contraseña");
    await page.getByLabel("NIT").fill(account.nit);
    await page.getByLabel("Correo electrónico").fill(account.email);
    await page.getByRole("button", { name: "Enviar correo de restablecimiento" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Correo de restablecimiento enviado exitosamente." }).first()).toBeVisible();
  });

  const mail = await waitForMail(dataDir(), account.email);
  const link = mail.links.find((l) => l.includes("/form/reset?"));
  expect(link, mail.text).toBeTruthy();
  const url = new URL(link!);
  expect(Buffer.from(url.searchParams.get("email")!, "base64").toString("utf8")).toBe(account.email);

  await test.step("abrir el enlace y restablecer", async () => {
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole("heading", { level: 1, name: "Nueva contraseña" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "restablecer contraseña");
    await page.getByRole("button", { name: "Restablecer contraseña" }).click();
    await expect(page.getByRole("alert")).toHaveText("Todos los campos son obligatorios.");
    await page.getByLabel("NIT").fill(account.nit);
    await page.getByLabel("Nueva contraseña").fill(newPassword);
    await page.getByLabel("Confirmar contraseña").fill(`${newPassword}x`);
    await page.getByRole("button", { name: "Restablecer contraseña" }).click();
    await expect(page.getByText("Las contraseñas no coinciden.")).toBeVisible();
    await page.getByLabel("Confirmar contraseña").fill(newPassword);
    await page.getByRole("button", { name: "Restablecer contraseña" }).click();
    await expect(page.getByText("¡Contraseña restablecida con éxito!").first()).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/, { timeout: 6_000 });
  });

  await test.step("la contraseña anterior ya no sirve; la nueva sí", async () => {
    await page.getByLabel("NIT").fill(account.nit);
    await page.getByLabel("Contraseña").fill(account.password);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByRole("alert")).toHaveText("Credenciales inválidas");
    await expect(page).toHaveURL(/\/signin$/);

    await page.getByLabel("Contraseña").fill(newPassword);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/completar-perfil$/);
  });
});
