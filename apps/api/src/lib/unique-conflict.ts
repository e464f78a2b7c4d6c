import { conflict } from "./errors";

const PG_UNIQUE = "23505";

/** The unique constraint a failed write violated, if that is why it failed (Drizzle wraps the driver error). */
export function violatedUnique(err: unknown): string | undefined {
  for (const e of [err, (err as { cause?: unknown })?.cause] as Array<{ code?: unknown; constraint?: unknown } | undefined>) {
    if (e?.code === PG_UNIQUE) return typeof e.constraint === "string" ? e.constraint : "";
  }
  return undefined;
}

/**
 * Runs a write; a violation of the unique index `constraint` becomes a 409 whose message names the
 * field at fault (the generic 409 of the errors plugin says only "El registro ya existe.").
 */
export async function conflictOnUnique<T>(write: () => Promise<T>, constraint: string, field: string, message: string): Promise<T> {
  return conflictOnUniques(write, { [constraint]: { field, message } });
}

/** As `conflictOnUnique`, for a write that more than one unique index guards: each maps to its own 409. */
export async function conflictOnUniques<T>(write: () => Promise<T>, byConstraint: Record<string, { field: string; message: string }>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const violated = violatedUnique(err);
    const known = violated === undefined ? undefined : byConstraint[violated];
    if (known) throw conflict(known.message, { [known.field]: [known.message] });
    throw err;
  }
}
