/** The feed's address for a token, and the same with webcal://, which phones open in their calendar app. */
export function calendarioUrls(publicUrl: string, token: string) {
  const url = `${publicUrl}/api/calendario/${token}.ics`;
  return { url, webcal: url.replace(/^https?:\/\//, "webcal://") };
}
