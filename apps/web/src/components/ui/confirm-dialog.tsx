import { useId, type ReactNode } from "react";
import { Button } from "./button";
import { Modal } from "./modal";

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  text: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
}

/** "Are you sure?" before a delete: Cancelar keeps everything, Eliminar goes ahead. */
export function ConfirmDialog({ open, title, text, onConfirm, onCancel, confirmLabel = "Eliminar", cancelLabel = "Cancelar", busy }: ConfirmDialogProps) {
  const textId = useId();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      role="alertdialog"
      describedBy={textId}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p id={textId} className="text-sm text-gray-700 dark:text-gray-300">
        {text}
      </p>
    </Modal>
  );
}
