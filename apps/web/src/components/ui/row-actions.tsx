import { Button } from "./button";

/** Editar and Eliminar buttons of a table row; `name` makes their accessible names unique per row. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit?: () => void; onDelete: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      {onEdit && (
        <Button size="sm" variant="secondary" aria-label={`Editar ${name}`} onClick={onEdit}>
          Editar
        </Button>
      )}
      <Button size="sm" variant="danger" aria-label={`Eliminar ${name}`} onClick={onDelete}>
        Eliminar
      </Button>
    </div>
  );
}
