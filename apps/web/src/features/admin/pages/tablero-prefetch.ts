import { requestTableroEarly } from "../api/get-tablero";
import { preloadDrawings } from "../components/tablero/lazy-drawing";

/**
 * What the dashboard waits for, asked for as soon as its route is matched (decision 222): the figures'
 * request and the drawings' chunk start beside the page's own code instead of after it has loaded and
 * rendered. The page's query takes the request under way.
 */
export function prefetchTablero(): void {
  requestTableroEarly();
  preloadDrawings();
}
