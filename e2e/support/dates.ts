import { todayInGuatemala } from "@portal/domain/formats";

/** YYYY-MM-DD as the screens print it, dd/mm/yyyy. */
export const ddmmyyyy = (iso: string) => iso.split("-").reverse().join("/");

/**
 * Runs a save and returns what its "created on" date may print as: the day in Guatemala when it began
 * or when it ended. A save a moment before midnight prints the day before the one the journey is on
 * when it reads the screen, so the journey cannot compare with "today" read later.
 */
export async function savedOnDay(save: () => Promise<unknown>): Promise<RegExp> {
  const before = todayInGuatemala();
  await save();
  const after = todayInGuatemala();
  return new RegExp([...new Set([before, after])].map(ddmmyyyy).join("|"));
}
