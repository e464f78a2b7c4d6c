import { Outlet } from "react-router";
import { DocumentTitle, FocusPageHeading } from "../route-change";
import { ScrollToTop } from "../scroll-to-top";

/** The root of every route: scroll restoration, the tab's title, focus on the new page's heading, then the page. */
export function Root() {
  return (
    <>
      <ScrollToTop />
      <DocumentTitle />
      <FocusPageHeading />
      <Outlet />
    </>
  );
}
