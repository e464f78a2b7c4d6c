import { lazy } from "react";

/** The drawings' chunk (recharts), loaded once for the four charts. */
const drawings = () => import("./chart-drawings");

/** Starts loading the drawings before the page needs them: the route does it as it opens, beside the figures' request. */
export function preloadDrawings(): void {
  void drawings();
}

export const QueueDrawing = lazy(() => drawings().then((m) => ({ default: m.QueueDrawing })));
export const DecisionsDrawing = lazy(() => drawings().then((m) => ({ default: m.DecisionsDrawing })));
export const ExpirationsDrawing = lazy(() => drawings().then((m) => ({ default: m.ExpirationsDrawing })));
export const DepartmentsDrawing = lazy(() => drawings().then((m) => ({ default: m.DepartmentsDrawing })));
