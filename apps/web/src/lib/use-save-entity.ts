import { useState } from "react";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { reportSaveError } from "./save-error";
import { toast } from "./toast";

interface Mutation<V> {
  mutateAsync: (vars: V) => Promise<unknown>;
  isPending: boolean;
}

/**
 * The add/edit dialogs' save: create or update, the success toast, then `onSaved`; on failure the
 * spec's toast ("No se pudo guardar …" / "No se pudo actualizar …"), field messages on their fields and
 * the server's explanation in `failure`.
 */
export function useSaveEntity<B, F extends FieldValues>(opts: {
  editingId: number | null;
  create: Mutation<B>;
  update: Mutation<{ id: number; body: B }>;
  failed: { create: string; update: string };
  setError: UseFormSetError<F>;
  fields: ReadonlyArray<keyof F & string>;
  onSaved: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const save = async (body: B) => {
    setFailure(null);
    try {
      if (opts.editingId !== null) await opts.update.mutateAsync({ id: opts.editingId, body });
      else await opts.create.mutateAsync(body);
      toast.success();
      opts.onSaved();
    } catch (err) {
      const spec = opts.editingId !== null ? opts.failed.update : opts.failed.create;
      setFailure(reportSaveError(err, spec, opts.setError, [...opts.fields]));
    }
  };
  return { failure, setFailure, save, busy: opts.create.isPending || opts.update.isPending };
}
