import { Outlet } from "react-router";
import { PendingPage } from "../pending-page";
import { DocumentTitle, FocusPageHeading } from "../route-change";
import { LandOnSection } from "../land-on-section";
import { ScrollToTop } from "../scroll-to-top";

/**
 * The root of every route: scroll restoration, the tab's title, focus on the new page's heading (or the
 * section a link names), then the page (inert while the next one loads).
 */
export function Root() {
  return (
    <>
      <ScrollToTop />
      <DocumentTitle />
      <FocusPageHeading />
      <LandOnSection />
      <PendingPage>
        <Outlet />
      </PendingPage>
    </>
  );
}
