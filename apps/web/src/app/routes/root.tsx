import { Outlet } from "react-router";
import { DocumentTitle, FocusPageHeading } from "../route-change";
import { LandOnSection } from "../land-on-section";
import { ScrollToTop } from "../scroll-to-top";

/** The root of every route: scroll restoration, the tab's title, focus on the new page's heading (or
 * the section a link names), then the page. */
export function Root() {
  return (
    <>
      <ScrollToTop />
      <DocumentTitle />
      <FocusPageHeading />
      <LandOnSection />
      <Outlet />
    </>
  );
}
