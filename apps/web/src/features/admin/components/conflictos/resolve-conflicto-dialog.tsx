import { type Conflicto, RESOLUCIONES, type Resolucion, resolverConflictoSchema } from "@portal/domain/conflicto";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { TextArea } from "@/components/ui/text-area";
import { ApiError } from "@/lib/api-client";
import { serverMessageOr } from "@/lib/server-message";
import { toast } from "@/lib/toast";
import { useResolveConflicto } from "../../api/resolve-conflicto";

const OPTION: Record<Resolucion, { label: string; help: string }> = {
  desactivar_existente: {
    label: "Desactivar el vehículo existente",
    help: "La placa queda libre para el reclamante; los QR del vehículo existente quedan revocados y su dueño recibe un correo.",
  },
  rechazar_reclamo: { label: "Rechazar el reclamo", help: "El vehículo existente sigue activo; el reclamante recibe un correo con el motivo." },
};

/** The supervisor's decision on one plate claim: how, and why (mailed to the carriers). */
export function ResolveConflictoDialog({ conflicto, onClose }: { conflicto: Conflicto; onClose: () => void }) {
  const [resolucion, setResolucion] = useState<Resolucion | "">("");
  const [motivo, setMotivo] = useState("");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const resolve = useResolveConflicto();
  const groupId = useId();

  const submit = () => {
    const parsed = resolverConflictoSchema.safeParse({ resolucion, motivo });
    if (!parsed.success) {
      const flat = parsed.error.flatten().fieldErrors as Record<string, string[] | undefined>;
      setErrors({ resolucion: flat.resolucion?.[0], motivo: flat.motivo?.[0] });
      return;
    }
    resolve.mutate(
      { id: conflicto.id, input: parsed.data },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 422) setErrors({ resolucion: err.errors.resolucion?.[0], motivo: err.errors.motivo?.[0] });
          toast.error(serverMessageOr(err, "No se pudo resolver el conflicto."));
        },
      },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={`Resolver el conflicto de la placa ${conflicto.tipo_placa.nombre} ${conflicto.numero_placa}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button busy={resolve.isPending} busyText="Resolviendo..." onClick={submit}>
            Resolver
          </Button>
        </>
      }
    >
      <fieldset className="mb-4" aria-describedby={errors.resolucion ? `${groupId}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium text-gray-800 dark:text-gray-200">
          Resolución <span aria-hidden="true">*</span>
        </legend>
        <div className="flex flex-col gap-3">
          {RESOLUCIONES.map((r) => (
            <label key={r} className="flex cursor-pointer items-start gap-3 rounded-lg border border-gray-200 p-3 dark:border-gray-700">
              <input type="radio" name={`${groupId}-resolucion`} value={r} checked={resolucion === r} onChange={() => setResolucion(r)} className="mt-1 size-4" />
              <span>
                <span className="block text-sm font-medium text-gray-900 dark:text-white">{OPTION[r].label}</span>
                <span className="block text-sm text-gray-700 dark:text-gray-300">{OPTION[r].help}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.resolucion && (
          <p id={`${groupId}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
            {errors.resolucion}
          </p>
        )}
      </fieldset>
      <TextArea label="Motivo" required uppercase={false} maxLength={500} value={motivo} error={errors.motivo} onChange={(e) => setMotivo(e.target.value)} hint="Se envía por correo a los transportistas." />
    </Modal>
  );
}
