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
  /** Still finding out whether the delete can go ahead: Eliminar waits. */
  checking?: boolean;
  /** Why it cannot be deleted and what to do first: shown instead of `text`, with no Eliminar. */
  blocked?: ReactNode;
}

/**
 * "Are you sure?" before a delete: Cancelar keeps everything, Eliminar goes ahead. A delete that is
 * `blocked` only explains why, with "Entendido" to close.
 */
export function ConfirmDialog({ open, title, text, onConfirm, onCancel, confirmLabel = "Eliminar", cancelLabel = "Cancelar", busy, checking, blocked }: ConfirmDialogProps) {
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
        // One cancel button in both states, so the focus stays on it when the check's answer arrives.
        <>
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            {blocked ? "Entendido" : cancelLabel}
          </Button>
          {!blocked && (
            <Button variant="danger" onClick={onConfirm} busy={busy} disabled={checking}>
              {confirmLabel}
            </Button>
          )}
        </>
      }
    >
      <p id={textId} aria-live="polite" className="text-sm text-gray-700 dark:text-gray-300">
        {blocked || text}
      </p>
    </Modal>
  );
}
