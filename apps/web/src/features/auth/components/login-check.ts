import { loginSchema, type LoginInput } from "@portal/domain/auth";

/** The first message for each field of the sign-in form, as the shared schema words it. */
export interface LoginErrors {
  nit?: string;
  password?: string;
}

export type LoginCheck = { ok: true; values: LoginInput } | { ok: false; errors: LoginErrors };

/** Checks the sign-in form against the shared schema; loaded apart so zod is not on the sign-in page's first load. */
export function checkLogin(values: LoginInput): LoginCheck {
  const parsed = loginSchema.safeParse(values);
  if (parsed.success) return { ok: true, values: parsed.data };
  const first = (field: keyof LoginErrors) => parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
  return { ok: false, errors: { nit: first("nit"), password: first("password") } };
}
