import { useState } from "react";
import { toast } from "./toast";

interface DeleteMutation {
  mutateAsync: (id: number) => Promise<unknown>;
  isPending: boolean;
}

/**
 * The list screens' delete flow: pick a row (opens the confirmation), confirm (deletes, toasts the
 * outcome, closes) or cancel. `failure` turns the error into the toast text of spec part 8.
 */
export function useConfirmDelete<T extends { id: number }>(
  remove: DeleteMutation,
  failure: (err: unknown) => string,
  onDeleted?: (row: T) => void,
) {
  const [target, setTarget] = useState<T | null>(null);
  const confirm = async () => {
    if (!target) return;
    try {
      await remove.mutateAsync(target.id);
      toast.success();
      onDeleted?.(target);
    } catch (err) {
      toast.error(failure(err));
    } finally {
      setTarget(null);
    }
  };
  return { target, ask: (row: T) => setTarget(row), cancel: () => setTarget(null), confirm, busy: remove.isPending };
}
