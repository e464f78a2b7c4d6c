import { useRef, useState } from "react";
import { toast } from "./toast";

interface DeleteMutation {
  mutateAsync: (id: number) => Promise<unknown>;
  isPending: boolean;
}

export interface ConfirmDeleteOptions<T> {
  /**
   * Why the row cannot be deleted yet and what to do first (e.g. a licence that still has operation
   * cards), or null when nothing stands in the way. Asked when the row is picked, so the dialog
   * explains instead of offering a delete the API would refuse (409). A failed check offers the
   * delete: the API's refusal stays the safety net.
   */
  blockedBy?: (row: T) => Promise<string | null>;
}

/**
 * The list screens' delete flow: pick a row (opens the confirmation), confirm (deletes, toasts the
 * outcome, closes) or cancel. `failure` turns the error into the toast text of spec part 8.
 */
export function useConfirmDelete<T extends { id: number }>(
  remove: DeleteMutation,
  failure: (err: unknown) => string,
  onDeleted?: (row: T) => void,
  options: ConfirmDeleteOptions<T> = {},
) {
  const [target, setTarget] = useState<T | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // The row whose check is awaited: an answer for a row picked earlier is dropped.
  const asked = useRef<T | null>(null);
  const { blockedBy } = options;

  const ask = (row: T) => {
    asked.current = row;
    setTarget(row);
    setBlocked(null);
    if (!blockedBy) return;
    setChecking(true);
    blockedBy(row)
      .catch(() => null)
      .then((reason) => {
        if (asked.current !== row) return;
        setBlocked(reason);
        setChecking(false);
      });
  };
  const cancel = () => {
    asked.current = null;
    setTarget(null);
    setBlocked(null);
    setChecking(false);
  };
  const confirm = async () => {
    if (!target || blocked || checking) return;
    try {
      await remove.mutateAsync(target.id);
      toast.success();
      onDeleted?.(target);
    } catch (err) {
      toast.error(failure(err));
    } finally {
      cancel();
    }
  };
  return { target, ask, cancel, confirm, busy: remove.isPending, blocked, checking };
}
