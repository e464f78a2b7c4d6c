import { todayInGuatemala } from "@portal/domain/formats";
import type { Tablero } from "@portal/domain/tablero";
import type { Db } from "../../db/client";
import { decisionFigures } from "./decision-figures";
import { departmentFigures } from "./department-figures";
import { expiryFigures } from "./expiry-figures";
import { queueFigures } from "./queue-figures";

/** The supervisors' dashboard: four aggregates computed by the database, none of its rows read into the server. */
export async function getTablero(db: Db, today = todayInGuatemala()): Promise<Tablero> {
  const [cola, decisiones, vencimientos, departamentos] = await Promise.all([
    queueFigures(db),
    decisionFigures(db, today),
    expiryFigures(db, today),
    departmentFigures(db),
  ]);
  return { cola, decisiones, vencimientos, departamentos, hoy: today };
}
