import type { StaffLoginStep } from "@portal/domain/staff";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Navigate, useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { errorMessage } from "@/lib/api-client";
import { adminPaths } from "../admin-paths";
import { useFinishStaffSignIn, useStartStaffSignIn } from "../api/sign-in";
import { staffAccessToken } from "../api/staff-session";
import { CodeStep } from "../components/code-step";
import { ConsoleAuthFrame } from "../components/console-auth-frame";
import { Enrolment } from "../components/enrolment";
import { RecoveryCodes } from "../components/recovery-codes";

type Step = { paso: "credenciales" } | StaffLoginStep | { paso: "recuperacion"; codes: string[] };

const HEADINGS: Record<Step["paso"], string> = {
  credenciales: "Correo y contraseña",
  codigo: "Código de verificación",
  inscripcion: "Configure su aplicación de autenticación",
  recuperacion: "Sus códigos de recuperación",
};

/** /admin: e-mail and password, then the authenticator's code (enrolling it the first time). */
export default function ConsoleSigninPage() {
  const navigate = useNavigate();
  const start = useStartStaffSignIn();
  const finish = useFinishStaffSignIn();
  const [step, setStep] = useState<Step>({ paso: "credenciales" });
  const [failure, setFailure] = useState<string | null>(null);
  const [signedIn] = useState(() => Boolean(staffAccessToken()));
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  // Each new step is announced and keyboard focus starts there.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [step.paso]);

  if (signedIn) return <Navigate to={adminPaths.inicio.getHref()} replace />;

  const onCredentials = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const email = String(data.get("email") ?? "").trim();
    const password = String(data.get("password") ?? "");
    if (!email || !password) {
      setFailure("Ingrese su correo electrónico y su contraseña.");
      return;
    }
    setFailure(null);
    try {
      setStep(await start.mutateAsync({ email, password }));
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };

  const onCode = async (code: { codigo: string } | { codigo_recuperacion: string }) => {
    if (step.paso !== "codigo" && step.paso !== "inscripcion") return;
    const session = await finish.mutateAsync({ desafio: step.desafio, ...code });
    if (session.codigos_recuperacion) setStep({ paso: "recuperacion", codes: session.codigos_recuperacion });
    else navigate(adminPaths.inicio.getHref(), { replace: true });
  };

  return (
    <ConsoleAuthFrame title="Iniciar sesión en la consola" subtitle="Solo para funcionarios de la autoridad de transporte.">
      <h2 ref={heading} tabIndex={-1} className="mb-4 text-lg font-semibold text-gray-900 focus:outline-none dark:text-white">
        {HEADINGS[step.paso]}
      </h2>
      {step.paso === "credenciales" && (
        <form onSubmit={onCredentials} noValidate className="flex flex-col gap-4">
          {failure && <Alert>{failure}</Alert>}
          <TextField label="Correo electrónico" type="email" name="email" autoComplete="username" uppercase={false} />
          <TextField label="Contraseña" type="password" name="password" autoComplete="current-password" />
          <Button type="submit" size="lg" busy={start.isPending}>
            Continuar
          </Button>
        </form>
      )}
      {step.paso === "inscripcion" && <Enrolment qr={step.qr} secreto={step.secreto} />}
      {(step.paso === "codigo" || step.paso === "inscripcion") && (
        <>
          <CodeStep key={step.paso} allowRecovery={step.paso === "codigo"} busy={finish.isPending} onSubmit={onCode} />
          <Button variant="ghost" className="mt-2 w-full" onClick={() => setStep({ paso: "credenciales" })}>
            Volver al correo y la contraseña
          </Button>
        </>
      )}
      {step.paso === "recuperacion" && <RecoveryCodes codes={step.codes} onDone={() => navigate(adminPaths.inicio.getHref(), { replace: true })} />}
    </ConsoleAuthFrame>
  );
}
