import { requestTableroEarly } from "../api/get-tablero";

/**
 * What the dashboard waits for, asked for as soon as its route is matched (decision 222): the figures'
 * request starts beside the page's own code instead of after it has loaded and rendered. The page's
 * query takes the request under way. The drawings need no chunk of their own (decision 225).
 */
export function prefetchTablero(): void {
  requestTableroEarly();
}
