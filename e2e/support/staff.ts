import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { dataDir, waitForMail } from "./outbox";

export type Rol = "revisor" | "supervisor" | "admin";

/**
 * Two admins are made by `npm run admin:create` before the server starts (playwright.config.ts), the way
 * an installation gets its first one: this file activates SETUP_ADMIN through the API the first time a
 * journey needs staff, and journey 50 activates JOURNEY_ADMIN through the screens.
 */
export const SETUP_ADMIN_EMAIL = "consola-e2e@example.com";
export const JOURNEY_ADMIN_EMAIL = "consola-admin@example.com";
export const STAFF_PASSWORD = "Consola-E2E-2026!";

/** The code an authenticator app would show now for this secret (spaces, as shown on screen, ignored). */
export function totpCode(secret: string): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret.replace(/\s/g, "")) });
}

export interface StaffMember {
  email: string;
  nombre: string;
  rol: Rol;
  password: string;
  /** Base32 TOTP secret. */
  secret: string;
}

interface Tokens {
  access_token: string;
  refresh_token: string;
}

async function ok<T>(what: string, res: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<T> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The one-time link mailed to `email`: sets the password, enrols TOTP and opens a session, all through the API. */
async function activateThroughApi(request: APIRequestContext, email: string): Promise<{ secret: string; tokens: Tokens }> {
  const mail = await waitForMail(dataDir(), email);
  const link = mail.links.find((l) => l.includes("/admin/activar"));
  if (!link) throw new Error(`El correo para ${email} no trae el enlace de /admin/activar`);
  const token = new URL(link).searchParams.get("token");
  await ok("activar", await request.post("/api/admin/activar", { data: { token, password: STAFF_PASSWORD, password_confirmation: STAFF_PASSWORD } }));
  const step = await ok<{ paso: string; desafio: string; secreto: string }>(
    "authenticate",
    await request.post("/api/admin/authenticate", { data: { email, password: STAFF_PASSWORD } }),
  );
  expect(step.paso).toBe("inscripcion");
  const tokens = await ok<Tokens>(
    "authenticate/codigo",
    await request.post("/api/admin/authenticate/codigo", { data: { desafio: step.desafio, codigo: totpCode(step.secreto) } }),
  );
  return { secret: step.secreto, tokens };
}

const stateFile = () => path.join(dataDir(), "e2e-consola-admin.json");

/** The set-up admin's live access token: activated once per run, then refreshed as needed (state kept in DATA_DIR). */
async function setupAdminToken(request: APIRequestContext): Promise<string> {
  if (!existsSync(stateFile())) {
    const { secret, tokens } = await activateThroughApi(request, SETUP_ADMIN_EMAIL);
    writeFileSync(stateFile(), JSON.stringify({ secret, ...tokens }));
    return tokens.access_token;
  }
  const state = JSON.parse(readFileSync(stateFile(), "utf8")) as Tokens & { secret: string };
  const me = await request.get("/api/admin/yo", { headers: { authorization: `Bearer ${state.access_token}` } });
  if (me.ok()) return state.access_token;
  const fresh = await ok<Tokens>("refresh", await request.post("/api/admin/refresh", { data: { refresh_token: state.refresh_token } }));
  writeFileSync(stateFile(), JSON.stringify({ ...state, ...fresh }));
  return fresh.access_token;
}

/** Puts a console session in the page's sessionStorage, where the console keeps it. */
async function useConsoleSession(page: Page, tokens: Tokens): Promise<void> {
  await page.goto("/admin");
  await page.evaluate((t) => {
    sessionStorage.setItem("consola_access_token", t.access_token);
    sessionStorage.setItem("consola_refresh_token", t.refresh_token);
  }, tokens);
}

/**
 * A new staff member of `rol`, invited by the set-up admin and activated through the API (the invite mail,
 * the password, TOTP), and the page signed in to the console on its start page.
 */
export async function signInAsStaff(page: Page, rol: Rol): Promise<StaffMember> {
  const adminToken = await setupAdminToken(page.request);
  const email = `${rol}-${randomBytes(4).toString("hex")}@example.com`;
  const nombre = `Funcionario ${rol} ${randomBytes(2).toString("hex").toUpperCase()}`;
  await ok(
    "invitar",
    await page.request.post("/api/admin/funcionarios", { data: { email, nombre, rol }, headers: { authorization: `Bearer ${adminToken}` } }),
  );
  const { secret, tokens } = await activateThroughApi(page.request, email);
  await useConsoleSession(page, tokens);
  await page.goto("/admin/inicio");
  await expect(page.getByRole("heading", { level: 1, name: `Le damos la bienvenida, ${nombre}` })).toBeVisible();
  return { email, nombre, rol, password: STAFF_PASSWORD, secret };
}
