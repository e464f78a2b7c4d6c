import { useId, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { SaveCancelFooter } from "@/components/ui/save-cancel-footer";
import { Modal } from "@/components/ui/modal";

interface ContactFormModalProps {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  /** Save stays disabled until the form's required fields are filled (spec part 5). */
  canSave: boolean;
  busy: boolean;
  failure: string | null;
  children: ReactNode;
}

/** The frame of an add form: Cancelar, and Guardar ("Guardando..." while saving). */
export function ContactFormModal({ title, onClose, onSubmit, canSave, busy, failure, children }: ContactFormModalProps) {
  const formId = useId();
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="lg"
      footer={<SaveCancelFooter formId={formId} busy={busy} disabled={!canSave} onCancel={onClose} />}
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {failure && <Alert>{failure}</Alert>}
        {children}
      </form>
    </Modal>
  );
}
