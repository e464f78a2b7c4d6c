import { revocarValidacionSchema } from "@portal/domain/revocacion";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { TextArea } from "@/components/ui/text-area";
import { serverMessageOr } from "@/lib/server-message";
import { toast } from "@/lib/toast";
import { useRevokeValidacion } from "../api/revoke-validacion";

/** A QR code as the carrier's file lists it: enough to name it in the dialog. */
export interface RevocableQr {
  id: number;
  codigo: string;
}

/** "Revocar" on a QR row of the carrier's file: asks why, then the code answers REVOCADO everywhere. */
export function RevokeQrButton({ qr }: { qr: RevocableQr }) {
  const [open, setOpen] = useState(false);
  const [motivo, setMotivo] = useState("");
  const [error, setError] = useState<string>();
  const revoke = useRevokeValidacion();
  const close = () => {
    setOpen(false);
    setMotivo("");
    setError(undefined);
  };
  const submit = () => {
    const parsed = revocarValidacionSchema.safeParse({ motivo });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    revoke.mutate(
      { id: qr.id, input: parsed.data },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          close();
        },
        onError: (err) => toast.error(serverMessageOr(err, "No se pudo revocar el código QR.")),
      },
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
          El código dejará de ser válido: quien lo escanee verá REVOCADO. No se puede deshacer; el transportista recibe un correo con el motivo.
        </p>
        <TextArea label="Motivo" required uppercase={false} maxLength={500} value={motivo} error={error} onChange={(e) => setMotivo(e.target.value)} />
      </Modal>
    </>
  );
}
