import { altchaChallengeSchema, captchaConfigSchema } from "@portal/domain/captcha";
import { errorSchema } from "../../lib/error-schema";
import { notFound } from "../../lib/errors";
import type { PortalModule } from "../../lib/module";

const captchaRoutes: PortalModule = async (app, { config }) => {
  app.get(
    "/captcha/config",
    {
      schema: {
        tags: ["cuenta"],
        summary: "Proveedor de la verificación anti-robots",
        description: "`altcha` (por defecto, sin clave) o `recaptcha` con su `site_key`. El valor resuelto viaja en `g-recaptcha-response`.",
        response: { 200: captchaConfigSchema },
      },
    },
    async () =>
      app.captcha.provider === "recaptcha"
        ? { provider: "recaptcha" as const, site_key: config.RECAPTCHA_SITE_KEY }
        : { provider: "altcha" as const },
  );

  app.get(
    "/captcha/challenge",
    {
      schema: {
        tags: ["cuenta"],
        summary: "Nuevo desafío ALTCHA (prueba de trabajo)",
        description:
          "Vence en 10 minutos; cada solución se acepta una sola vez. Con reCAPTCHA configurado no hay desafío propio: responde 404.",
        response: { 200: altchaChallengeSchema, 404: errorSchema },
      },
    },
    async (_request, reply) => {
      if (app.captcha.provider !== "altcha") throw notFound("La verificación anti-robots usa reCAPTCHA; no hay desafío ALTCHA.");
      reply.header("cache-control", "no-store");
      return altchaChallengeSchema.parse(await app.captcha.challenge());
    },
  );
};

export default captchaRoutes;
