import { describe, expect, it } from "vitest";
import { MSG } from "@portal/domain/messages";
import { ApiError } from "@/lib/api-client";
import { LOGIN_FAILED, loginFailure } from "./login-failure";

const http = (status: number, body: Record<string, unknown>) =>
  new ApiError({ kind: "http", status, message: String(body.message), errors: body.errors as Record<string, string[]>, body });

describe("loginFailure", () => {
  it("shows the spec's 401 text and no bot check before repeated failures", () => {
    expect(loginFailure(http(401, { message: MSG.invalidCredentials }))).toEqual({ text: MSG.invalidCredentials, captcha: false });
  });

  it("asks for the bot check when the API says captcha_requerido", () => {
    expect(loginFailure(http(401, { message: MSG.invalidCredentials, captcha_requerido: true }))).toEqual({
      text: MSG.invalidCredentials,
      captcha: true,
    });
    expect(loginFailure(http(401, { message: MSG.loginCaptchaRequired, captcha_requerido: true }))).toEqual({
      text: MSG.loginCaptchaRequired,
      captcha: true,
    });
    const refused = { message: MSG.captchaFailed, errors: { "g-recaptcha-response": [MSG.captchaFailed] }, captcha_requerido: true };
    expect(loginFailure(http(422, refused))).toEqual({ text: MSG.captchaFailed, captcha: true });
  });

  it("shows the API's 429 text with its wait, and the generic text for anything else", () => {
    const wait = "Demasiados intentos. Intente de nuevo en 840 segundos.";
    expect(loginFailure(http(429, { message: wait }))).toEqual({ text: wait, captcha: false });
    expect(loginFailure(http(500, { message: MSG.unexpected }))).toEqual({ text: LOGIN_FAILED, captcha: false });
    expect(loginFailure(new Error("x"))).toEqual({ text: LOGIN_FAILED, captcha: false });
  });
});
