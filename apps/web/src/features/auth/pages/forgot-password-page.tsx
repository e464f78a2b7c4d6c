import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { forgotSchema } from "@portal/domain/auth";
import { MSG } from "@portal/domain/messages";
import { isValidNit, normalizeNit } from "@portal/domain/nit";
import { paths } from "@/app/paths";
import { PublicLayout } from "@/components/layouts/public-layout";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { nitText, numberFieldProps } from "@/lib/input-normalizers";
import { useForgotPassword } from "../api/forgot-password";
import { rememberResetEmail } from "../components/reset-email-cookie";

export const FORGOT_SENT = "Correo de restablecimiento enviado exitosamente.";
export const FORGOT_FAILED = "Ocurrió un problema al enviar el correo de restablecimiento.";

const notEmpty = () => z.string().refine((v) => v.trim().length > 0, { error: MSG.allFields, abort: true });
const schema = z.object({
  nit: notEmpty()
    .refine((v) => isValidNit(v), { error: MSG.nitFormat })
    .transform(normalizeNit),
  email: notEmpty().pipe(forgotSchema.shape.email),
});
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

export default function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues: { nit: "", email: "" } });

  const missing = errors.nit?.message === MSG.allFields || errors.email?.message === MSG.allFields;
  const own = (m?: string) => (m && m !== MSG.allFields ? m : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      await forgot.mutateAsync(values);
      rememberResetEmail(values.email);
      toast.success(FORGOT_SENT);
      setResult({ tone: "success", text: FORGOT_SENT });
    } catch (err) {
      const text = err instanceof ApiError && err.status === 429 ? err.message : FORGOT_FAILED;
      toast.error(text);
      setResult({ tone: "error", text });
    }
  });

  return (
    <PublicLayout
      title="Restablecer contraseña"
      subtitle="Escriba el NIT y el correo electrónico de su cuenta. Le enviaremos un enlace para elegir una nueva contraseña."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {missing && <Alert>{MSG.allFields}</Alert>}
        {!missing && result && <Alert tone={result.tone}>{result.text}</Alert>}
        <TextField label="NIT" autoComplete="username" required {...numberFieldProps(nitText)} error={own(errors.nit?.message)} {...register("nit")} />
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          required
          error={own(errors.email?.message)}
          {...register("email")}
        />
        <Button type="submit" size="lg" busy={forgot.isPending}>
          Enviar correo de restablecimiento
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
