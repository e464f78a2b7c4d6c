import { zodResolver } from "@hookform/resolvers/zod";
import { staffActivateFields } from "@portal/domain/staff";
import { MSG } from "@portal/domain/messages";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ApiError, errorMessage } from "@/lib/api-client";
import { applyFieldErrors } from "@/lib/form-errors";
import { adminPaths } from "../admin-paths";
import { useActivateStaff } from "../api/activate";
import { ConsoleAuthFrame } from "../components/console-auth-frame";

const schema = staffActivateFields
  .omit({ token: true })
  .refine((v) => v.password === v.password_confirmation, { error: MSG.passwordMismatch, path: ["password_confirmation"] });
type Input = z.input<typeof schema>;

/** /admin/activar?token=…: the staff member chooses a password from the mailed one-time link. */
export default function ActivarPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const activate = useActivateStaff();
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Input>({ resolver: zodResolver(schema), defaultValues: { password: "", password_confirmation: "" } });

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      const { message } = await activate.mutateAsync({ ...values, token });
      setResult({ tone: "success", text: message });
    } catch (err) {
      if (err instanceof ApiError && applyFieldErrors(err, setError, ["password", "password_confirmation"])) return;
      setResult({ tone: "error", text: errorMessage(err) });
    }
  });

  if (!token) {
    return (
      <ConsoleAuthFrame title="Elegir su contraseña">
        <Alert>El enlace no es válido. Ábralo tal como llegó en el correo, o pida a un administrador uno nuevo.</Alert>
      </ConsoleAuthFrame>
    );
  }

  return (
    <ConsoleAuthFrame title="Elegir su contraseña" subtitle="De 8 a 128 caracteres, que no sea una contraseña común.">
      {result?.tone === "success" ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success">{result.text}</Alert>
          <Link
            to={adminPaths.signin.getHref()}
            className="inline-flex h-11 items-center justify-center rounded-lg bg-brand-600 px-5 font-medium text-white hover:bg-brand-700"
          >
            Ir a iniciar sesión
          </Link>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {result && <Alert>{result.text}</Alert>}
          <TextField label="Contraseña nueva" type="password" autoComplete="new-password" error={errors.password?.message} {...register("password")} />
          <TextField
            label="Confirme la contraseña"
            type="password"
            autoComplete="new-password"
            error={errors.password_confirmation?.message}
            {...register("password_confirmation")}
          />
          <Button type="submit" size="lg" busy={activate.isPending}>
            Guardar contraseña
          </Button>
        </form>
      )}
    </ConsoleAuthFrame>
  );
}
