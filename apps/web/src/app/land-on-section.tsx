import { useEffect } from "react";
import { useLocation } from "react-router";
import { focusUnlessMoved, whenShown } from "@/lib/when-shown";

const WAIT_FOR_SECTION_MS = 10_000;

/**
 * A link to a section of a page (`/persona#documentos`) lands on it: once the section is on the page,
 * it is scrolled to the top of the view and its heading takes the focus (so a screen reader reads where
 * the link led, and the next Tab starts there). A page that draws its sections as its lists arrive
 * (decision 186) is waited for; the browser's own jump to the fragment happens before the section exists.
 * Focus the person has moved meanwhile is left alone, as FocusPageHeading does for the page's heading.
 */
/** The id a fragment names; a malformed one (a cut "%E0%A4") names nothing rather than failing the page. */
function sectionId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return "";
  }
}

export function LandOnSection() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const id = sectionId(hash);
    if (!id) return;
    const focusedBefore = document.activeElement;
    return whenShown(() => {
      const section = document.getElementById(id);
      if (!section) return false;
      section.scrollIntoView({ block: "start" });
      focusUnlessMoved(section.querySelector<HTMLElement>("h1, h2, h3") ?? section, focusedBefore);
      return true;
    }, WAIT_FOR_SECTION_MS);
  }, [pathname, hash]);
  return null;
}
