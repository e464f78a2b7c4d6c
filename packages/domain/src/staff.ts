import { z } from "zod";
import { passwordField } from "./auth";
import { emailField, requiredText } from "./fields";
import { MSG } from "./messages";

/**
 * The roles of the authority's staff in the console (decision 150). Each includes the rights of the one
 * before it: revisor (review queue, decisions, search, carrier file read only) → supervisor (+ dashboard,
 * CSV export, QR revocation, plate conflicts) → admin (+ staff management).
 */
export const ROLES = ["revisor", "supervisor", "admin"] as const;
export type Rol = (typeof ROLES)[number];

export const rolSchema = z.enum(ROLES, { error: "Seleccione un rol válido." });

/** How each role is named on screen. */
export { ROL_LABEL } from "./code-labels";

/** The roles that hold at least the rights of `rol` (e.g. supervisor → supervisor, admin). */
export function rolesFrom(rol: Rol): Rol[] {
  return ROLES.slice(ROLES.indexOf(rol));
}

/** A staff member as the console shows them (GET /api/admin/yo, the Funcionarios list). */
export const funcionarioSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  nombre: z.string(),
  rol: rolSchema,
  activo: z.boolean(),
  invitacion_pendiente: z.boolean().meta({ description: "Invitado (o con el acceso restablecido) y aún sin contraseña: la invitación puede reenviarse." }),
});
export type Funcionario = z.infer<typeof funcionarioSchema>;

const staffEmail = emailField().transform((v) => v.toLowerCase());

/** POST /api/admin/authenticate, first step: e-mail and password. */
export const staffLoginSchema = z.object({
  email: z.string({ error: "Ingrese su correo electrónico." }).trim().min(1, { error: "Ingrese su correo electrónico." }).max(254).transform((v) => v.toLowerCase()),
  password: z.string({ error: "Ingrese su contraseña." }).min(1, { error: "Ingrese su contraseña." }).max(128),
});
export type StaffLoginInput = z.input<typeof staffLoginSchema>;

/** A TOTP code as typed: six digits, spaces ignored. */
export const totpCodeField = z
  .string({ error: "Ingrese el código de 6 dígitos." })
  .max(20, { error: "El código tiene 6 dígitos.", abort: true })
  .transform((v) => v.replace(/\s/g, ""))
  .refine((v) => /^\d{6}$/.test(v), { error: "El código tiene 6 dígitos." });

/** A recovery code as typed: letters and digits, dashes and spaces ignored, case ignored. */
export const recoveryCodeField = z
  .string({ error: "Ingrese un código de recuperación." })
  .max(40, { error: "Código de recuperación no válido.", abort: true })
  .transform((v) => v.replace(/[\s-]/g, "").toUpperCase())
  .refine((v) => /^[A-Z0-9]{10}$/.test(v), { error: "Código de recuperación no válido." });

/** POST /api/admin/authenticate/codigo, second step: the challenge of the first step and a TOTP or recovery code. */
export const staffCodeSchema = z
  .object({
    desafio: z.string({ error: "Inicie sesión de nuevo." }).min(1).max(2000),
    codigo: totpCodeField.optional(),
    codigo_recuperacion: recoveryCodeField.optional(),
  })
  .refine((v) => (v.codigo === undefined) !== (v.codigo_recuperacion === undefined), {
    error: "Ingrese el código de 6 dígitos o un código de recuperación.",
    path: ["codigo"],
  });
export type StaffCodeInput = z.input<typeof staffCodeSchema>;

/** The answer of the first step: a code is needed, or (first sign-in) TOTP must be set up first. */
export const staffLoginStepSchema = z.discriminatedUnion("paso", [
  z.object({ paso: z.literal("codigo"), desafio: z.string() }),
  z.object({
    paso: z.literal("inscripcion"),
    desafio: z.string(),
    /** Base32, for typing into the app by hand. */
    secreto: z.string(),
    otpauth_uri: z.string(),
    /** The otpauth URI as a QR code, a PNG data URL. */
    qr: z.string(),
  }),
]);
export type StaffLoginStep = z.infer<typeof staffLoginStepSchema>;

/** A console session. `codigos_recuperacion` only once, when TOTP was just set up. */
export const staffSessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  funcionario: funcionarioSchema,
  codigos_recuperacion: z.array(z.string()).optional(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const staffRefreshSchema = z.object({ refresh_token: z.string({ error: MSG.sessionExpired }).min(1).max(200) });

/** POST /api/admin/activar: the one-time link's token and the new password (the carriers' rules). */
export const staffActivateFields = z.object({
  token: z.string({ error: "El enlace no es válido." }).min(1, { error: "El enlace no es válido." }).max(200),
  password: passwordField(),
  password_confirmation: z.string({ error: MSG.passwordMismatch }).max(128),
});
export const staffActivateSchema = staffActivateFields.refine((v) => v.password === v.password_confirmation, {
  error: MSG.passwordMismatch,
  path: ["password_confirmation"],
});
export type StaffActivateInput = z.input<typeof staffActivateSchema>;

/** POST /api/admin/funcionarios: invite a staff member. */
export const inviteStaffSchema = z.object({
  email: staffEmail,
  nombre: requiredText(150, "Ingrese el nombre."),
  rol: rolSchema,
});
export type InviteStaffInput = z.input<typeof inviteStaffSchema>;

/** PATCH /api/admin/funcionarios/{id}: change the role, deactivate or reactivate. */
export const updateStaffSchema = z
  .object({ rol: rolSchema.optional(), activo: z.boolean({ error: "Valor no válido." }).optional() })
  .refine((v) => v.rol !== undefined || v.activo !== undefined, { error: "Indique el rol o el estado." });
export type UpdateStaffInput = z.input<typeof updateStaffSchema>;
