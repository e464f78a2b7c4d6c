import { randomBytes } from "node:crypto";
import type { Rol } from "@portal/domain/staff";
import { Secret } from "otpauth";
import type { App } from "../src/app";
import { funcionario } from "../src/db/schema/index";
import { hashPassword } from "../src/lib/passwords";
import { openStaffSession } from "../src/lib/staff-sessions";
import type { TestContext } from "./app";

/** The password of every staff member `createStaff` makes (hashed once per test file). */
export const STAFF_PASSWORD = "consola-prueba-2026";
let passwordHash: Promise<string> | undefined;

export interface Staff {
  id: number;
  email: string;
  rol: Rol;
  /** An access token of a new staff session. */
  token: string;
  refreshToken: string;
  /** Base32 TOTP secret, to compute codes with otpauth. */
  totpSecret: string;
  password: string;
}

/**
 * A ready staff member (password set, TOTP enrolled) written straight to the database, with a live
 * session's access token. Takes the app or the test context.
 */
export async function createStaff(target: App | TestContext, opts: { rol: Rol; email?: string; nombre?: string }): Promise<Staff> {
  const app = "app" in target ? target.app : target;
  passwordHash ??= hashPassword(STAFF_PASSWORD);
  const email = (opts.email ?? `funcionario-${randomBytes(5).toString("hex")}@example.com`).toLowerCase();
  const totpSecret = new Secret({ size: 20 }).base32;
  const [row] = await app.db
    .insert(funcionario)
    .values({
      email,
      nombre: opts.nombre ?? `Funcionario ${opts.rol}`,
      rol: opts.rol,
      password_hash: await passwordHash,
      totp_secret: totpSecret,
      totp_confirmado_en: new Date(),
    })
    .returning({ id: funcionario.id });
  const tokens = await openStaffSession(app, app.db, row.id);
  return { id: row.id, email, rol: opts.rol, token: tokens.access_token, refreshToken: tokens.refresh_token, totpSecret, password: STAFF_PASSWORD };
}

export function staffHeaders(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
