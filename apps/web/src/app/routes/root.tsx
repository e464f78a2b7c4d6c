import { Outlet } from "react-router";
import { ScrollToTop } from "../scroll-to-top";

/** The root of every route: scroll restoration, then the page. */
export function Root() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
