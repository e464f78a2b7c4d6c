import { ageOn, isValidIsoDate, todayInGuatemala } from "@portal/domain/formats";
import { TextField } from "./ui/text-field";

/** Whole years today (Guatemala) for a YYYY-MM-DD birth date; null while the date is incomplete. */
export function ageFrom(birth: string | null | undefined): number | null {
  if (!birth || !isValidIsoDate(birth)) return null;
  const age = ageOn(birth, todayInGuatemala());
  return age >= 0 ? age : null;
}

/** The read-only "Edad" of a form, derived live from the birth date being typed. */
export function AgeField({ birth, containerClassName }: { birth: string | null | undefined; containerClassName?: string }) {
  const age = ageFrom(birth);
  return (
    <TextField
      label="Edad"
      readOnly
      value={age === null ? "" : `${age} años`}
      placeholder="Se calcula con la fecha de nacimiento"
      uppercase={false}
      containerClassName={containerClassName}
    />
  );
}
