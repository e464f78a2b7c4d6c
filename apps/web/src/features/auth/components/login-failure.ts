import { MSG } from "@portal/domain/messages";
import { ApiError } from "@/lib/api-client";

/** The sign-in screen's failure text (spec part 8), verbatim including its missing accent. */
export const LOGIN_FAILED = "Ocurrio un problema inesperado!";

export interface LoginFailure {
  /** The text of the screen's alert. */
  text: string;
  /** The API asks for the bot check (after repeated failures for this NIT): show it and send it. */
  captcha: boolean;
}

/** What a failed POST /api/authenticate means for the sign-in screen. */
export function loginFailure(err: unknown): LoginFailure {
  const captcha = err instanceof ApiError && (err.body as { captcha_requerido?: unknown } | null)?.captcha_requerido === true;
  if (!(err instanceof ApiError)) return { text: LOGIN_FAILED, captcha };
  if (err.status === 401) return { text: err.message === MSG.loginCaptchaRequired ? err.message : MSG.invalidCredentials, captcha };
  if (err.status === 429 || (err.status === 422 && err.errors["g-recaptcha-response"])) return { text: err.message, captcha };
  return { text: LOGIN_FAILED, captcha };
}
