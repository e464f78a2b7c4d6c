import { useId, useState, type FormEvent } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { SaveCancelFooter } from "@/components/ui/save-cancel-footer";
import { Modal } from "@/components/ui/modal";
import { ApiError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import type { ContactResource } from "../api/contact-resource";
import { useUpdateNotificar } from "../api/update-notificar";

export interface Detail {
  label: string;
  value: string;
}

interface NotificarModalProps {
  resource: ContactResource;
  personaId: number;
  title: string;
  failureText: string;
  id: number;
  notificar: boolean;
  /** The record, shown read-only: the edit changes only `notificar` (spec part 4). */
  details: Detail[];
  onClose: () => void;
}

/** Edit of an address, e-mail or phone: PUT `{notificar}`. */
export function NotificarModal({ resource, personaId, title, failureText, id, notificar, details, onClose }: NotificarModalProps) {
  const formId = useId();
  const update = useUpdateNotificar(resource, personaId);
  const [value, setValue] = useState(notificar);
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      await update.mutateAsync({ id, notificar: value });
      toast.success();
      onClose();
    } catch (err) {
      toast.error(failureText);
      setError(err instanceof ApiError ? (err.errors.notificar?.[0] ?? errorMessage(err)) : errorMessage(err));
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      footer={<SaveCancelFooter formId={formId} busy={update.isPending} onCancel={onClose} />}
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          {details.map((d) => (
            <div key={d.label}>
              <dt className="font-medium text-gray-600 dark:text-gray-400">{d.label}</dt>
              <dd className="text-gray-900 dark:text-gray-100">{d.value || "—"}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-gray-600 dark:text-gray-300">Solo puede cambiar si desea recibir notificaciones.</p>
        <Checkbox label="Recibir notificaciones" checked={value} error={error} onChange={(e) => setValue(e.target.checked)} />
      </form>
    </Modal>
  );
}
