import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { focusUnlessMoved, whenShown } from "@/lib/when-shown";
import { pageTitle } from "./page-titles";

/** Every route names the browser tab after its page. */
export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
  return null;
}

/**
 * After an in-app navigation (not the first load) focus moves to the new page's <h1>, so a screen
 * reader reads where the user has arrived and the next Tab starts in the page, not on a menu link
 * that may have gone (the phone drawer closes). A link to a section of a page focuses that section. A page that shows its heading only once loaded is
 * waited for a few seconds; focus the user has moved meanwhile is left alone.
 */
export function FocusPageHeading() {
  const { pathname, hash } = useLocation();
  const firstLoad = useRef(true);
  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    // A link to a section (`#documentos`) focuses that section instead (LandOnSection).
    if (hash.length > 1) return;
    return focusHeadingWhenShown();
    // Only a new page moves focus; the hash is read as it was when the page changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}

const WAIT_FOR_HEADING_MS = 5000;

function focusHeadingWhenShown(): () => void {
  const focusedBefore = document.activeElement;
  return whenShown(() => {
    const heading = document.querySelector<HTMLElement>("main h1");
    if (!heading) return false;
    // ScrollToTop has put the page at the top; focusing does not scroll it again.
    focusUnlessMoved(heading, focusedBefore);
    return true;
  }, WAIT_FOR_HEADING_MS);
}
