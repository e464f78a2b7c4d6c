import type { checkLogin } from "./login-check";

let loading: Promise<typeof checkLogin> | undefined;

/**
 * The sign-in form's check: zod (about 27 KB gzip) loads after the page shows, starting when the form gets
 * focus, so the first submit rarely waits for it. The form is plain (no form library): the page's first
 * load stays within its budget (decision 180).
 */
export function loadLoginCheck(): Promise<typeof checkLogin> {
  loading ??= import("./login-check").then((m) => m.checkLogin);
  return loading;
}
