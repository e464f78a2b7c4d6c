import { expect, type Page } from "@playwright/test";
import { randomCui, randomNit, randomPassword } from "./ids";

export interface Account {
  nit: string;
  email: string;
  password: string;
}

export function newAccount(): Account {
  const nit = randomNit();
  return { nit, email: `transportes.${nit.toLowerCase()}@example.com`, password: randomPassword() };
}

/** Ticks ALTCHA's "No soy un robot" and waits until the browser has solved the real proof of work. */
export async function solveBotCheck(page: Page): Promise<void> {
  // A click starts the proof of work; the box only shows as ticked once it is solved.
  await page.getByRole("checkbox", { name: "No soy un robot" }).click();
  await expect(page.locator('altcha-widget .altcha[data-state="verified"]')).toBeVisible({ timeout: 30_000 });
}

/** Registers a new account through /signup; ends on /signin. */
export async function signUp(page: Page, account: Account = newAccount()): Promise<Account> {
  await page.goto("/signup");
  await page.getByLabel("NIT").fill(account.nit);
  await page.getByLabel("Correo electrónico").fill(account.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(account.password);
  await solveBotCheck(page);
  await page.getByLabel("Acepto los Términos y Condiciones").check();
  await page.getByRole("button", { name: "Registrarse" }).click();
  await expect(page).toHaveURL(/\/signin$/);
  return account;
}

/** Signs in through /signin and waits until the login flow has left the page. */
export async function signIn(page: Page, account: Pick<Account, "nit" | "password">): Promise<void> {
  await page.goto("/signin");
  await page.getByLabel("NIT").fill(account.nit);
  await page.getByLabel("Contraseña").fill(account.password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).not.toHaveURL(/\/signin$/, { timeout: 15_000 });
}

/** Fills /completar-perfil for an individual or a legal entity and saves; ends on /signin. */
export async function completeProfile(page: Page, tipo: "natural" | "juridico"): Promise<void> {
  await expect(page).toHaveURL(/\/completar-perfil$/);
  const save = page.getByRole("button", { name: "Guardar" });
  if (tipo === "natural") {
    await page.getByRole("radio", { name: /Persona Individual/ }).check();
    await expect(save).toBeDisabled();
    await page.getByLabel("CUI (DPI)").fill(randomCui());
    await page.getByLabel("Nombres").fill("María José");
    await page.getByLabel("Apellidos").fill("López García");
    await page.getByLabel("Fecha de nacimiento").fill("1985-04-12");
    await page.getByLabel("Estado civil").selectOption({ index: 1 });
    await page.getByLabel("Profesión u oficio").selectOption({ index: 1 });
    await expect(page.getByLabel("Nombres")).toHaveValue("MARÍA JOSÉ");
  } else {
    await page.getByRole("radio", { name: /Persona Jurídica/ }).check();
    await expect(save).toBeDisabled();
    await page.getByLabel("Nombre de la empresa").fill("Transportes del Altiplano, S.A.");
    await page.getByLabel("Número de registro").fill("45871");
    await page.getByLabel("Folio").fill("112");
    await page.getByLabel("Libro", { exact: true }).fill("87");
    await page.getByLabel("Fecha de inscripción definitiva").fill("2012-03-20");
    await page.getByLabel("Fecha de inscripción provisional").fill("2012-01-16");
    await page.getByLabel("Objeto de la sociedad").fill("Transporte extraurbano de pasajeros y carga");
  }
  // The default nationality (id 1) is shown once its catalogue has loaded.
  await expect(page.getByLabel("Nacionalidad")).toHaveValue("1");
  await expect(save).toBeEnabled();
  await solveBotCheck(page);
  await save.click();
  await expect(page).toHaveURL(/\/signin$/, { timeout: 15_000 });
}

/** The keys left in localStorage. */
export function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window.localStorage));
}
