import { expect, test, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { dataDir, waitForMail } from "../support/outbox";
import { JOURNEY_ADMIN_EMAIL, signInAsStaff, STAFF_PASSWORD, totpCode } from "../support/staff";

// Two staff members activate and enrol TOTP through the screens, with axe scans, on a shared machine.
test.setTimeout(180_000);

/** The path of the one-time link last mailed to `email` (the server's PUBLIC_URL is this test's base URL). */
async function mailedLink(email: string): Promise<string> {
  const mail = await waitForMail(dataDir(), email);
  const link = mail.links.find((l) => l.includes("/admin/activar?token="));
  expect(link, `enlace en el correo a ${email}`).toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/** From the mailed link to the console: choose the password, sign in, enrol TOTP from the key shown, keep the codes. */
async function activateAndEnrol(page: Page, email: string, opts: { keyboard?: boolean } = {}) {
  await page.goto(await mailedLink(email));
  await expect(page.getByRole("heading", { level: 1, name: "Elegir su contraseña" })).toBeVisible();
  await page.getByLabel("Contraseña nueva").fill(STAFF_PASSWORD);
  await page.getByLabel("Confirme la contraseña").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Guardar contraseña" }).click();
  await expect(page.getByText("Contraseña guardada. Ya puede iniciar sesión en la consola.")).toBeVisible();
  await page.getByRole("link", { name: "Ir a iniciar sesión" }).click();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page).toHaveTitle(/Consola: iniciar sesión/);
  if (opts.keyboard) {
    await page.getByLabel("Correo electrónico").focus();
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(STAFF_PASSWORD);
    await page.keyboard.press("Enter");
  } else {
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña").fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Continuar" }).click();
  }

  await expect(page.getByRole("heading", { level: 2, name: "Configure su aplicación de autenticación" })).toBeFocused();
  await expect(page.getByRole("img", { name: "Código QR para agregar la consola a su aplicación de autenticación" })).toBeVisible();
  const key = (await page.getByTestId("clave-totp").textContent()) ?? "";
  expect(key.replace(/\s/g, "")).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel("Código de 6 dígitos").fill(totpCode(key));
  if (opts.keyboard) await page.keyboard.press("Enter");
  else await page.getByRole("button", { name: "Verificar" }).click();

  await expect(page.getByRole("heading", { level: 2, name: "Sus códigos de recuperación" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Códigos de recuperación" }).getByRole("listitem")).toHaveCount(10);
  return page.getByRole("button", { name: "He guardado mis códigos" });
}

test("consola: el primer administrador (creado con la línea de comandos) activa su cuenta, configura TOTP e invita a un revisor, que no ve Funcionarios", async ({ page }) => {
  const revisor = `revisor-${Date.now()}@example.com`;

  await test.step("1366 px: el administrador elige su contraseña desde el enlace del correo y configura TOTP", async () => {
    const done = await activateAndEnrol(page, JOURNEY_ADMIN_EMAIL);
    await expectNoA11yViolations(page, "códigos de recuperación");
    await done.click();
    await expect(page).toHaveURL(/\/admin\/inicio$/);
    await expect(page.getByRole("heading", { level: 1, name: "Le damos la bienvenida, Ana Administradora" })).toBeVisible();
  });

  await test.step("invita a un revisor desde Funcionarios", async () => {
    await page.getByRole("navigation", { name: "Consola" }).getByRole("link", { name: "Funcionarios" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Funcionarios" })).toBeVisible();
    await expect(page).toHaveTitle(/^Funcionarios · /);
    await page.getByRole("button", { name: "Invitar funcionario" }).click();
    const dialog = page.getByRole("dialog", { name: "Invitar funcionario" });
    await dialog.getByRole("button", { name: "Enviar invitación" }).click();
    await expect(dialog.getByText("El Correo Electrónico ingresado no es válido.")).toBeVisible();
    await dialog.getByLabel("Correo electrónico").fill(revisor);
    await dialog.getByLabel("Nombre completo").fill("Rita Revisora");
    await dialog.getByLabel("Rol").selectOption({ label: "Revisor" });
    await expectNoA11yViolations(page, "invitar funcionario");
    await dialog.getByRole("button", { name: "Enviar invitación" }).click();
    await expect(page.getByText(`Invitación enviada a ${revisor}.`)).toBeVisible();
    const row = page.getByRole("row", { name: /Rita Revisora/ });
    await expect(row.getByRole("combobox", { name: "Rol de Rita Revisora" })).toHaveValue("revisor");
    await expect(row.getByRole("button", { name: "Desactivar a Rita Revisora" })).toBeVisible();
    await expectNoA11yViolations(page, "funcionarios");
  });

  await test.step("un correo ya invitado se rechaza en su campo; el rol se cambia en la lista", async () => {
    await page.getByRole("button", { name: "Invitar funcionario" }).click();
    const dialog = page.getByRole("dialog", { name: "Invitar funcionario" });
    await dialog.getByLabel("Correo electrónico").fill(revisor.toUpperCase());
    await dialog.getByLabel("Nombre completo").fill("Otra Persona");
    await dialog.getByRole("button", { name: "Enviar invitación" }).click();
    await expect(dialog.getByText("Ya existe un funcionario con ese correo electrónico.")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();

    const rol = page.getByRole("combobox", { name: "Rol de Rita Revisora" });
    await rol.selectOption({ label: "Supervisor" });
    await expect(page.getByText("Rita Revisora ahora es supervisor.")).toBeVisible();
    await rol.selectOption({ label: "Revisor" });
    await expect(page.getByText("Rita Revisora ahora es revisor.")).toBeVisible();
    await expect(rol).toHaveValue("revisor");

    // 390 px: one card per staff member, its role and action in view.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name: "Rita Revisora" }) });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole("combobox", { name: "Rol de Rita Revisora" })).toBeInViewport();
    await expect(card.getByRole("button", { name: "Desactivar a Rita Revisora" })).toBeInViewport();
    // She has not chosen a password yet: her invitation is pending, and can be sent again.
    await expect(card).toContainText("Invitación pendiente");
    await expect(card.getByRole("button", { name: "Reenviar la invitación a Rita Revisora" })).toBeInViewport();
    await expectNoA11yViolations(page, "funcionarios, 390 px");
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole("button", { name: "Salir" }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  await test.step("390 px, solo teclado: la revisora activa su cuenta, configura TOTP y entra", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const done = await activateAndEnrol(page, revisor, { keyboard: true });
    await done.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Le damos la bienvenida, Rita Revisora" })).toBeVisible();
  });

  await test.step("390 px: su menú no ofrece Funcionarios, y la página le responde que no tiene permiso", async () => {
    const menu = page.getByRole("button", { name: "Abrir o cerrar el menú de la consola" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Salir" })).toBeInViewport();
    await menu.click();
    await expect(page.getByRole("navigation", { name: "Consola" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Consola" }).getByRole("link", { name: "Funcionarios" })).toHaveCount(0);
    await expectNoA11yViolations(page, "consola de la revisora, 390 px");
    await page.goto("/admin/funcionarios");
    await expect(page.getByText("No tiene permiso para esta acción.")).toBeVisible();
  });

  await test.step("Salir cierra la sesión de la consola: volver atrás lleva al inicio de sesión", async () => {
    await page.getByRole("button", { name: "Salir" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/inicio");
    await expect(page).toHaveURL(/\/admin$/);
    expect(await page.evaluate(() => sessionStorage.getItem("consola_access_token"))).toBeNull();
  });

  await test.step("la revisora perdió su teléfono: un administrador restablece su acceso y ella configura TOTP de nuevo", async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAsStaff(page, "admin");
    await page.getByRole("navigation", { name: "Consola" }).getByRole("link", { name: "Funcionarios" }).click();
    await page.getByRole("button", { name: "Restablecer el acceso de Rita Revisora" }).click();
    const confirm = page.getByRole("alertdialog", { name: "¿Restablecer el acceso de Rita Revisora?" });
    await expect(confirm).toContainText("Su contraseña y su código de verificación dejarán de servir");
    await expectNoA11yViolations(page, "restablecer acceso");
    await confirm.getByRole("button", { name: "Restablecer acceso" }).click();
    await expect(page.getByText(`Enviamos a ${revisor} un enlace para restablecer su acceso.`)).toBeVisible();
    await page.getByRole("button", { name: "Salir" }).click();

    // Her old password no longer opens the console; the new mail's link sets one and enrols a new phone.
    await page.getByLabel("Correo electrónico").fill(revisor);
    await page.getByLabel("Contraseña").fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByRole("alert")).toContainText("Correo o contraseña incorrectos.");
    expect((await waitForMail(dataDir(), revisor)).text).toContain("restableció su acceso");
    const done = await activateAndEnrol(page, revisor);
    await done.click();
    await expect(page.getByRole("heading", { level: 1, name: "Le damos la bienvenida, Rita Revisora" })).toBeVisible();
  });
});
