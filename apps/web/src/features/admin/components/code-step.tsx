import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { errorMessage } from "@/lib/api-client";

interface CodeStepProps {
  /** Recovery codes exist only once TOTP is set up: not offered while enrolling. */
  allowRecovery: boolean;
  busy: boolean;
  onSubmit: (code: { codigo: string } | { codigo_recuperacion: string }) => Promise<unknown>;
}

/** The second sign-in step: the app's 6-digit code, or a recovery code instead. */
export function CodeStep({ allowRecovery, busy, onSubmit }: CodeStepProps) {
  const [recovery, setRecovery] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const value = String(new FormData(form).get("codigo") ?? "").trim();
    if (!value) {
      setFailure(recovery ? "Ingrese un código de recuperación." : "Ingrese el código de 6 dígitos.");
      return;
    }
    setFailure(null);
    try {
      await onSubmit(recovery ? { codigo_recuperacion: value } : { codigo: value });
    } catch (err) {
      setFailure(errorMessage(err));
      form.querySelector<HTMLInputElement>("input[name=codigo]")?.select();
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {failure && <Alert>{failure}</Alert>}
      {recovery ? (
        <TextField key="recuperacion" label="Código de recuperación" name="codigo" autoComplete="off" placeholder="Ej. ABCDE-FGHJK" maxLength={20} />
      ) : (
        <TextField
          key="totp"
          label="Código de 6 dígitos"
          name="codigo"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          hint="El que muestra ahora su aplicación de autenticación."
        />
      )}
      <Button type="submit" size="lg" busy={busy}>
        Verificar
      </Button>
      {allowRecovery && (
        <Button variant="ghost" onClick={() => (setRecovery((r) => !r), setFailure(null))}>
          {recovery ? "Usar el código de la aplicación" : "No tengo mi teléfono: usar un código de recuperación"}
        </Button>
      )}
    </form>
  );
}
