import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { passwordField, passwordIsNit } from "@portal/domain/auth";
import { MSG } from "@portal/domain/messages";
import { isValidNit, normalizeNit } from "@portal/domain/nit";
import { paths } from "@/app/paths";
import { PublicLayout } from "@/components/layouts/public-layout";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/api-client";
import { applyFieldErrors } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { nitText, numberFieldProps } from "@/lib/input-normalizers";
import { useResetPassword } from "../api/reset-password";
import { RenewResetLink, RESET_LINK_MISSING, RESET_LINK_SPENT } from "../components/renew-reset-link";
import { decodeEmailParam, forgetResetEmail, recallResetEmail } from "../components/reset-email-cookie";

export const RESET_DONE = "¡Contraseña restablecida con éxito!";
export const RESET_FAILED = "No se pudo restablecer la contraseña.";
/** Spec part 9: the user goes to /signin 3 seconds after the success message. */
export const RESET_REDIRECT_MS = 3000;

const required = () => z.string().refine((v) => v.trim().length > 0, { error: MSG.allRequired, abort: true });
const schema = z
  .object({
    nit: required()
      .refine((v) => isValidNit(v), { error: MSG.nitFormat })
      .transform(normalizeNit),
    password: required().pipe(passwordField(MSG.allRequired)),
    password_confirmation: required(),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirmation) {
      ctx.addIssue({ code: "custom", path: ["password_confirmation"], message: MSG.passwordMismatch });
    } else if (passwordIsNit(v.password, v.nit)) {
      ctx.addIssue({ code: "custom", path: ["password"], message: MSG.passwordIsNit });
    }
  });
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  // `renew`: the link itself is the problem (used, expired, not this NIT's, e-mail lost): why, and a way to a new one.
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string; renew?: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { nit: "", password: "", password_confirmation: "" },
  });

  const done = result?.tone === "success";
  useEffect(() => {
    if (!done) return;
    const t = window.setTimeout(() => navigate(paths.signin.getHref(), { replace: true }), RESET_REDIRECT_MS);
    return () => window.clearTimeout(t);
  }, [done, navigate]);

  const missing = [errors.nit, errors.password, errors.password_confirmation].some((e) => e?.message === MSG.allRequired);
  const own = (m?: string) => (m && m !== MSG.allRequired ? m : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    const email = decodeEmailParam(params.get("email")) ?? recallResetEmail();
    if (!email) {
      setResult({ tone: "error", text: MSG.resetEmailMissing, renew: "" });
      return;
    }
    try {
      await reset.mutateAsync({ ...values, email, token: params.get("token") ?? "" });
      forgetResetEmail();
      toast.success(RESET_DONE);
      setResult({ tone: "success", text: RESET_DONE });
    } catch (err) {
      if (err instanceof ApiError) applyFieldErrors(err, setError, ["nit", "password", "password_confirmation"]);
      const text = err instanceof ApiError && (err.kind === "network" || err.status === 429) ? err.message : RESET_FAILED;
      toast.error(text);
      setResult({ tone: "error", text, renew: err instanceof ApiError && err.errors.token ? RESET_LINK_SPENT : undefined });
    }
  });

  if (!params.get("token")) {
    return (
      <PublicLayout title="Nueva contraseña" subtitle="Para elegir una nueva contraseña necesita el enlace que le enviamos por correo.">
        <div className="flex flex-col gap-5">
          <Alert tone="info">{RESET_LINK_MISSING}</Alert>
          <p className="text-center text-sm">
            <RenewResetLink />
          </p>
        </div>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout title="Nueva contraseña" subtitle="Escriba su NIT y elija una nueva contraseña para su cuenta.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {missing && <Alert>{MSG.allRequired}</Alert>}
        {!missing && result && (
          <Alert tone={result.tone}>
            {result.text}
            {result.renew !== undefined && (
              <>
                {" "}
                {result.renew} <RenewResetLink />
              </>
            )}
          </Alert>
        )}
        <TextField label="NIT" autoComplete="username" required disabled={done} {...numberFieldProps(nitText)} error={own(errors.nit?.message)} {...register("nit")} />
        <TextField
          label="Nueva contraseña"
          type="password"
          autoComplete="new-password"
          required
          disabled={done}
          hint="Al menos 8 caracteres; no use su NIT."
          error={own(errors.password?.message)}
          {...register("password")}
        />
        <TextField
          label="Confirmar contraseña"
          type="password"
          autoComplete="new-password"
          required
          disabled={done}
          error={own(errors.password_confirmation?.message)}
          {...register("password_confirmation")}
        />
        <Button type="submit" size="lg" busy={reset.isPending} disabled={done}>
          Restablecer contraseña
        </Button>
        <p className="text-center text-sm">
          <Link to={paths.signin.getHref()} className="font-medium text-brand-700 hover:underline dark:text-brand-200">
            Volver a iniciar sesión
          </Link>
        </p>
      </form>
    </PublicLayout>
  );
}
