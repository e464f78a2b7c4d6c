import { CAUSA_TEXTO, CAUSAS_SUPERVISOR, revocarValidacionSchema } from "@portal/domain/revocacion";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { Select } from "@/components/ui/select";
import { TextArea } from "@/components/ui/text-area";
import { serverMessageOr } from "@/lib/server-message";
import { toast } from "@/lib/toast";
import { useRevokeValidacion } from "../api/revoke-validacion";

/** A QR code as the carrier's file lists it: enough to name it in the dialog. */
export interface RevocableQr {
  id: number;
  codigo: string;
}

const CAUSAS = CAUSAS_SUPERVISOR.map((c) => ({ id: c, value: CAUSA_TEXTO[c] }));
type Errors = Partial<Record<"causa" | "motivo", string>>;

/**
 * "Revocar" on a QR row of the carrier's file: asks the public reason (a fixed category, which whoever
 * scans the code reads) and the internal detail (mailed to the carrier, never published; decision 201).
 */
export function RevokeQrButton({ qr }: { qr: RevocableQr }) {
  const [open, setOpen] = useState(false);
  const [causa, setCausa] = useState("");
  const [motivo, setMotivo] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const revoke = useRevokeValidacion();
  const close = () => {
    setOpen(false);
    setCausa("");
    setMotivo("");
    setErrors({});
  };
  const submit = () => {
    const parsed = revocarValidacionSchema.safeParse({ causa, motivo });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      return setErrors(found);
    }
    // The promise, not mutate's callbacks: the refreshed file no longer lists this button once the code is
    // revoked, and callbacks passed to mutate are dropped when their component unmounts first.
    revoke.mutateAsync({ id: qr.id, input: parsed.data }).then(
      (res) => {
        toast.success(res.message);
        close();
      },
      (err: unknown) => toast.error(serverMessageOr(err, "No se pudo revocar el código QR.")),
    );
  };
  return (
    <>
      <Button size="sm" variant="danger" onClick={() => setOpen(true)} aria-label={`Revocar el código QR ${qr.codigo}`}>
        Revocar
      </Button>
      <Modal
        open={open}
        onClose={close}
        title={`Revocar el código QR ${qr.codigo}`}
        role="alertdialog"
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancelar
            </Button>
            <Button variant="danger" busy={revoke.isPending} busyText="Revocando..." onClick={submit}>
              Revocar
            </Button>
          </>
        }
      >
        <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">
          El código dejará de ser válido: quien lo escanee verá REVOCADO por la autoridad, con el motivo público. No se puede deshacer.
        </p>
        <div className="flex flex-col gap-4">
          <Select
            label="Motivo público"
            required
            items={CAUSAS}
            value={causa}
            error={errors.causa}
            hint="Lo leerá quien escanee el código."
            onChange={(e) => setCausa(e.target.value)}
          />
          <TextArea
            label="Detalle interno"
            required
            uppercase={false}
            maxLength={500}
            value={motivo}
            error={errors.motivo}
            hint="No se publica: queda en el expediente y se envía al transportista por correo."
            onChange={(e) => setMotivo(e.target.value)}
          />
        </div>
      </Modal>
    </>
  );
}
