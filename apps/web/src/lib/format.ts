/** How the screens print money, dates and flags for Guatemala (es-GT). */
export { formatDate, formatFechaHora, formatQuetzales } from "@portal/domain/es-gt-format";

export const siNo = (value: boolean | null | undefined) => (value ? "Sí" : "No");

/** An optional text or number; a dash when there is nothing. */
export const orDash = (value: string | number | null | undefined) => (value === null || value === undefined || value === "" ? "—" : String(value));

/** A count with its noun agreeing: "1 vehículo", "2 vehículos", "1,250 vehículos". */
export const plural = (n: number, singular: string, plural: string) => `${n.toLocaleString("es-GT")} ${n === 1 ? singular : plural}`;
