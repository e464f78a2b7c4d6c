/**
 * The e-mail of a pending reset, kept in a cookie (secure, strict same-site, spec part 9) as a
 * fallback for a link whose `email` parameter was lost.
 */
const NAME = "reset_email";

export function rememberResetEmail(email: string): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${NAME}=${encodeURIComponent(email)}; Max-Age=3600; Path=/; SameSite=Strict${secure}`;
}

export function recallResetEmail(): string | null {
  const hit = document.cookie.split("; ").find((c) => c.startsWith(`${NAME}=`));
  return hit ? decodeURIComponent(hit.slice(NAME.length + 1)) : null;
}

export function forgetResetEmail(): void {
  document.cookie = `${NAME}=; Max-Age=0; Path=/; SameSite=Strict`;
}

/** The `email` query parameter is base64 (UTF-8); null when absent or not decodable. */
export function decodeEmailParam(value: string | null): string | null {
  if (!value) return null;
  try {
    const bytes = Uint8Array.from(atob(value.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes).trim();
    return text.includes("@") ? text : null;
  } catch {
    return null;
  }
}
