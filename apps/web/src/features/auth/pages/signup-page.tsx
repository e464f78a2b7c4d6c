import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { MSG } from "@portal/domain/messages";
import { paths } from "@/app/paths";
import { PublicLayout } from "@/components/layouts/public-layout";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/api-client";
import { applyFieldErrors, summaryMessage } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useRegister } from "../api/register";
import { BotCheck } from "@/components/bot-check";
import { nitText, numberFieldProps } from "@/lib/input-normalizers";
import type { SigninNavState } from "@/lib/nav-state";
import { signupFormSchema, type SignupFormInput, type SignupFormOutput } from "../components/signup-schema";
import { TermsModal } from "../components/terms-modal";

export const SIGNUP_FAILED = "Error al registrarse. Verifica los datos ingresados.";

const ORDER: Array<keyof SignupFormInput & string> = ["nit", "email", "password", "terms", "g-recaptcha-response"];
/** Form-level messages, in the order the screen states them (spec part 5). */
const SUMMARY = [MSG.allFields, MSG.acceptTerms, MSG.captchaRequired];

export default function SignupPage() {
  const navigate = useNavigate();
  const registration = useRegister();
  const [termsOpen, setTermsOpen] = useState(false);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<SignupFormInput, unknown, SignupFormOutput>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { nit: "", email: "", password: "", terms: false, "g-recaptcha-response": "" },
  });

  const onCaptcha = useCallback(
    (value: string) => setValue("g-recaptcha-response", value, { shouldValidate: isSubmitted && value !== "" }),
    [setValue, isSubmitted],
  );

  const summary = summaryMessage(errors, ORDER, SUMMARY);
  const fieldError = (name: "nit" | "email" | "password") => {
    const m = errors[name]?.message;
    return m && m !== MSG.allFields ? m : undefined;
  };

  const onSubmit = handleSubmit(async ({ terms: _terms, ...body }) => {
    setFailure(null);
    try {
      await registration.mutateAsync(body);
      toast.success();
      // /signin opens with the new account's NIT already written.
      navigate(paths.signin.getHref(), { state: { nit: body.nit } satisfies SigninNavState });
    } catch (err) {
      setCaptchaReset((n) => n + 1);
      if (err instanceof ApiError) {
        applyFieldErrors(err, setError, ["nit", "email", "password", "g-recaptcha-response"]);
        if (err.status === 409) setError("nit", { type: "server", message: err.message });
      }
      setFailure(err instanceof ApiError && err.kind === "network" ? err.message : SIGNUP_FAILED);
    }
  });

  return (
    <PublicLayout title="Crear una cuenta" subtitle="Regístrese con el NIT de la persona individual o jurídica titular de la licencia.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {(summary || failure) && <Alert>{summary ?? failure}</Alert>}
        <TextField label="NIT" autoComplete="username" placeholder="Ej. 1234567K" required {...numberFieldProps(nitText)} error={fieldError("nit")} {...register("nit")} />
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          placeholder="correo@ejemplo.com"
          // An address shows as typed (the API keeps it as sent, in lower case).
          uppercase={false}
          required
          error={fieldError("email")}
          {...register("email")}
        />
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="new-password"
          required
          hint="Al menos 8 caracteres; no use su NIT."
          error={fieldError("password")}
          {...register("password")}
        />
        <BotCheck
          onChange={onCaptcha}
          resetKey={captchaReset}
          error={errors["g-recaptcha-response"]?.type === "server" ? errors["g-recaptcha-response"]?.message : undefined}
        />
        <div className="flex flex-col gap-1">
          <Checkbox label="Acepto los Términos y Condiciones" {...register("terms")} />
          <button
            type="button"
            onClick={() => setTermsOpen(true)}
            className="self-start pl-6.5 text-sm font-medium text-brand-700 underline hover:text-brand-800 dark:text-brand-200"
          >
            Leer los Términos y Condiciones
          </button>
        </div>
        <Button type="submit" size="lg" busy={registration.isPending}>
          Registrarse
        </Button>
        <p className="text-center text-sm text-gray-700 dark:text-gray-300">
          ¿Ya tiene una cuenta?{" "}
          <Link to={paths.signin.getHref()} className="font-medium text-brand-700 hover:underline dark:text-brand-200">
            Inicie sesión
          </Link>
        </p>
      </form>
      <TermsModal
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        onAccept={() => {
          setValue("terms", true, { shouldValidate: isSubmitted });
          setTermsOpen(false);
        }}
      />
    </PublicLayout>
  );
}
