import { sql } from "drizzle-orm";
import { juridico, natural } from "../db/schema/index";

/** The carrier's name as the public check and the console show it: the company name, or nombre + apellido (joins `natural`, `juridico`). */
export const transportistaName = sql<string | null>`coalesce(${juridico.empresa}, ${natural.nombre} || ' ' || ${natural.apellido})`;
