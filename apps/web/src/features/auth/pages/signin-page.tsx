import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { loginSchema, type LoginInput } from "@portal/domain/auth";
import { MSG } from "@portal/domain/messages";
import { paths } from "@/app/paths";
import { PublicLayout } from "@/components/layouts/public-layout";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { BookIcon, HelpIcon } from "@/components/ui/icons";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/api-client";
import { useLogin } from "../api/login";
import { FaqModal } from "../components/faq-modal";
import { ManualModal } from "../components/manual-modal";

/** The sign-in screen's failure text (spec part 8), verbatim including its missing accent. */
export const LOGIN_FAILED = "Ocurrio un problema inesperado!";

function loginErrorText(err: unknown): string {
  if (err instanceof ApiError && err.status === 401) return MSG.invalidCredentials;
  if (err instanceof ApiError && err.status === 429) return err.message;
  return LOGIN_FAILED;
}

export default function SigninPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const [manualOpen, setManualOpen] = useState(false);
  const [faqOpen, setFaqOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { nit: "", password: "" } });

  const message = errors.nit?.message ?? errors.password?.message ?? failure;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const outcome = await login.mutateAsync(values);
      navigate(outcome === "home" ? paths.home.getHref() : paths.completarPerfil.getHref(), { replace: true });
    } catch (err) {
      setFailure(loginErrorText(err));
    }
  });

  return (
    <PublicLayout title="Iniciar sesión" subtitle="Ingrese su NIT y su contraseña para actualizar sus datos.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {message && <Alert>{message}</Alert>}
        <TextField
          label="NIT"
          autoComplete="username"
          placeholder="Ej. 1234567K"
          aria-invalid={errors.nit ? true : undefined}
          {...register("nit")}
        />
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          {...register("password")}
        />
        <div className="flex justify-end">
          <Link to={paths.forgotPassword.getHref()} className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-200">
            ¿Olvidó su contraseña?
          </Link>
        </div>
        <Button type="submit" size="lg" busy={login.isPending}>
          Iniciar sesión
        </Button>
        <p className="text-center text-sm text-gray-700 dark:text-gray-300">
          ¿No tiene una cuenta?{" "}
          <Link to={paths.signup.getHref()} className="font-medium text-brand-700 hover:underline dark:text-brand-200">
            Regístrese
          </Link>
        </p>
      </form>
      <div className="mt-8 flex flex-wrap justify-center gap-3 border-t border-gray-200 pt-6 dark:border-gray-800">
        <Button variant="secondary" onClick={() => setManualOpen(true)}>
          <BookIcon className="size-4" />
          Manual de usuario
        </Button>
        <Button variant="secondary" onClick={() => setFaqOpen(true)}>
          <HelpIcon className="size-4" />
          Preguntas frecuentes
        </Button>
      </div>
      <ManualModal open={manualOpen} onClose={() => setManualOpen(false)} />
      <FaqModal open={faqOpen} onClose={() => setFaqOpen(false)} />
    </PublicLayout>
  );
}
