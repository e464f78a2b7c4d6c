import { useEffect } from "react";
import { useLocation } from "react-router";

const WAIT_FOR_SECTION_MS = 10_000;

/**
 * A link to a section of a page (`/persona#documentos`) lands on it: once the section is on the page,
 * it is scrolled to the top of the view and its heading takes the focus (so a screen reader reads where
 * the link led, and the next Tab starts there). A page that draws its sections as its lists arrive
 * (decision 186) is waited for; the browser's own jump to the fragment happens before the section exists.
 * Focus the person has moved meanwhile is left alone, as FocusPageHeading does for the page's heading.
 */
export function LandOnSection() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const focusedBefore = document.activeElement;
    const land = (): boolean => {
      const section = document.getElementById(id);
      if (!section) return false;
      section.scrollIntoView({ block: "start" });
      const active = document.activeElement;
      if (active === focusedBefore || active === document.body || active === null || !active.isConnected) {
        const target = section.querySelector<HTMLElement>("h1, h2, h3") ?? section;
        if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
        target.focus({ preventScroll: true });
      }
      return true;
    };
    if (land()) return;
    const observer = new MutationObserver(() => land() && stop());
    const timer = window.setTimeout(stop, WAIT_FOR_SECTION_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash]);
  return null;
}
