import { Button } from "./button";

/** The footer of a form dialog: Cancelar, and Guardar submitting the form by id ("Guardando..." while busy). */
export function SaveCancelFooter({ formId, busy, disabled, onCancel }: { formId: string; busy: boolean; disabled?: boolean; onCancel: () => void }) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        Cancelar
      </Button>
      <Button type="submit" form={formId} disabled={disabled} busy={busy} busyText="Guardando...">
        Guardar
      </Button>
    </>
  );
}
