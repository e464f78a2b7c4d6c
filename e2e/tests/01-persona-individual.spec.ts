import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { completeProfile, newAccount, signIn, signUp, storedKeys } from "../support/portal";

test("persona individual: registro, perfil, inicio, tema y salida", async ({ page }) => {
  const account = newAccount();

  await test.step("registro con la verificación ALTCHA real", async () => {
    await page.goto("/signup");
    await expect(page.getByRole("heading", { level: 1, name: "Crear una cuenta" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "registro");

    await page.getByRole("button", { name: "Registrarse" }).click();
    await expect(page.getByRole("alert")).toHaveText("Por favor, completa todos los campos.");

    await page.getByRole("button", { name: "Leer los Términos y Condiciones" }).click();
    const terms = page.getByRole("dialog", { name: "Términos y Condiciones" });
    await expect(terms.getByRole("heading", { level: 3 })).toHaveCount(7);
    await expect(terms).toContainText("ubicación GPS");
    await expect(terms).toContainText("notificaciones al correo electrónico");
    await expectNoSeriousA11yViolations(page, "términos y condiciones");
    await page.keyboard.press("Escape");
    await expect(terms).toBeHidden();

    await signUp(page, account);
  });

  await test.step("primer inicio de sesión lleva a completar el perfil", async () => {
    await signIn(page, account);
    await expect(page).toHaveURL(/\/completar-perfil$/);
    await page.getByRole("radio", { name: /Persona Individual/ }).check();
    await expect(page.getByLabel("NIT")).toHaveValue(account.nit);
    await expectNoSeriousA11yViolations(page, "completar perfil (individual)");
    await completeProfile(page, "natural");
  });

  await test.step("segundo inicio de sesión lleva a inicio", async () => {
    await signIn(page, account);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Le damos la bienvenida al sistema de actualización de datos de");
    const modules = page.getByRole("list", { name: "Módulos" });
    await expect(modules.getByRole("link")).toHaveCount(3);
    await expect(modules.getByRole("link", { name: /Licencias.*Administre sus licencias/ })).toHaveAttribute("href", "/licencia");
    await expect(modules.getByRole("link", { name: /Mandatarios.*Información de mandatarios/ })).toHaveAttribute("href", "/mandatario");
    await expect(modules.getByRole("link", { name: /Abogados.*Registros de abogados autorizados/ })).toHaveAttribute("href", "/abogado");

    const menu = page.getByRole("navigation", { name: "Persona Individual" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Mandatarios" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Representantes" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toContainText(String(new Date().getFullYear()));
    await expectNoSeriousA11yViolations(page, "inicio");
  });

  await test.step("buscador con Ctrl+K", async () => {
    await page.keyboard.press("Control+k");
    const search = page.getByRole("combobox", { name: "Buscar un módulo" });
    await expect(search).toBeFocused();
    await search.fill("pilo");
    await expect(page.getByRole("option", { name: /Pilotos/ })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/piloto$/);
    await expect(page.getByRole("heading", { level: 1, name: "Pilotos" })).toBeVisible();
    await page.getByRole("navigation", { name: "Persona Individual" }).getByRole("link", { name: "Inicio" }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  await test.step("el tema oscuro se guarda y sobrevive a la recarga", async () => {
    await page.getByRole("button", { name: "Cambiar a tema oscuro" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.getByRole("button", { name: "Cambiar a tema claro" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "inicio (tema oscuro)");
  });

  await test.step("el manual de usuario, desde el pie de cada pantalla, y de vuelta al portal", async () => {
    await page.getByRole("contentinfo").getByRole("link", { name: "Manual de usuario" }).click();
    await expect(page).toHaveURL(/\/manual$/);
    await expect(page.getByRole("heading", { level: 1, name: "Manual de usuario" })).toBeVisible();
    await page.getByRole("link", { name: "Volver al portal" }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  await test.step("Salir borra todo y vuelve a /signin", async () => {
    await page.getByRole("button", { name: /Menú de usuario/ }).click();
    await expect(page.getByText(`NIT: ${account.nit}`)).toBeVisible();
    await page.getByRole("button", { name: "Salir" }).click();
    await expect(page).toHaveURL(/\/signin$/);
    expect(await storedKeys(page)).toEqual([]);
    await page.goto("/home");
    await expect(page).toHaveURL(/\/signin$/);
  });
});
