import { useQuery } from "@tanstack/react-query";
import type { CaptchaConfig } from "@portal/domain/captcha";
import { api } from "@/lib/api-client";

/** GET /api/captcha/config: ALTCHA (default) or reCAPTCHA with its site key. */
export function getCaptchaConfig(): Promise<CaptchaConfig> {
  return api.get<CaptchaConfig>("/captcha/config", { auth: false });
}

export function useCaptchaConfig() {
  return useQuery({
    queryKey: ["captcha", "config"],
    queryFn: getCaptchaConfig,
    staleTime: Infinity,
    retry: 1,
  });
}
