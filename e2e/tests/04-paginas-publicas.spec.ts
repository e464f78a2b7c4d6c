import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/a11y";

test("inicio de sesión: manual, preguntas frecuentes y validación", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expectNoSeriousA11yViolations(page, "inicio de sesión");

  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page.getByRole("alert")).toHaveText("Por favor, ingresa tu NIT y contraseña.");

  await page.getByRole("button", { name: "Manual de usuario" }).click();
  const manual = page.getByRole("dialog", { name: "Manual de usuario" });
  await expect(manual.locator("iframe[title^='Manual de usuario']")).toBeVisible();
  await expect(manual.getByRole("link", { name: "Descargar el manual en PDF" })).toHaveAttribute("href", "/pdfs/manual-usuario.pdf");
  const pdf = await page.request.get("/pdfs/manual-usuario.pdf");
  expect(pdf.ok()).toBe(true);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expectNoSeriousA11yViolations(page, "manual de usuario");
  await manual.getByRole("button", { name: "Cerrar" }).click();
  await expect(manual).toBeHidden();
  await expect(page.getByRole("button", { name: "Manual de usuario" })).toBeFocused();

  await page.getByRole("button", { name: "Preguntas frecuentes" }).click();
  const faq = page.getByRole("dialog", { name: "Preguntas frecuentes" });
  expect(await faq.locator("summary").count()).toBeGreaterThanOrEqual(6);
  await faq.getByText("¿Por qué el portal pide mi ubicación?").click();
  await expect(faq.getByText(/ubicación GPS aproximada/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "preguntas frecuentes");
  await page.keyboard.press("Escape");
  await expect(faq).toBeHidden();

  await page.getByRole("link", { name: "Regístrese" }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test("registro: mensajes de validación", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("NIT").fill("12345");
  await page.getByLabel("Correo electrónico").fill("no-es-correo");
  await page.getByLabel("Contraseña", { exact: true }).fill("Clave-Segura-1");
  await page.getByRole("button", { name: "Registrarse" }).click();
  await expect(page.getByText("El NIT no tiene un formato válido.")).toBeVisible();
  await expect(page.getByText("El Correo Electrónico ingresado no es válido.")).toBeVisible();
  await expect(page.getByLabel("NIT")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert")).toHaveText("Debes aceptar los Términos y Condiciones.");
  await page.getByLabel("Acepto los Términos y Condiciones").check();
  await expect(page.getByRole("alert")).toHaveText("Por favor, completa el reCAPTCHA.");
});

test("página no encontrada y rutas protegidas", async ({ page }) => {
  await page.goto("/no-existe/para-nada");
  await expect(page.getByRole("heading", { level: 1, name: "Ocurrió un error" })).toBeVisible();
  await expect(page.getByText(/comuníquese con el administrador/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "no encontrada");
  await page.getByRole("link", { name: "Volver a iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/signin$/);

  for (const route of ["/home", "/licencia", "/blank"]) {
    await page.goto(route);
    await expect(page).toHaveURL(/\/signin$/);
  }

  await page.goto("/userdata");
  await expect(page.getByRole("heading", { level: 1, name: "Datos de usuario" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "userdata");
});
