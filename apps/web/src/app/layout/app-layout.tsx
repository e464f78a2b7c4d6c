import { useEffect, useId, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { cn } from "@/lib/cn";
import { useMediaQuery } from "@/lib/use-media-query";
import { Footer } from "./footer";
import { Sidebar, SIDEBAR_NARROW, SIDEBAR_WIDE } from "./sidebar";
import { TopBar } from "./top-bar";

/**
 * False for the first render of the frame, true from the task after it painted. On the first load the
 * bars paint, then the page and the footer render in a task of their own: one long task of a phone's
 * first load cut in two, the main thread free in between. The footer waits with the page so that it is
 * added below it, never pushed down in view. Later pages render at once: the frame stays.
 */
function useFramePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  return painted;
}

/**
 * The protected screens' frame. From 991 px the toggle collapses the sidebar (290 ↔ 90 px); below
 * it the toggle opens the full menu as a drawer. Under 768 px the sidebar exists only while opened:
 * a closed drawer off the screen would still take the keyboard's and the screen reader's focus, and
 * its links and icons were a fifth of what a phone built and laid out on every first load.
 */
export function AppLayout() {
  const desktop = useMediaQuery("(min-width: 991px)");
  const tablet = useMediaQuery("(min-width: 768px)");
  const roomForSearch = useMediaQuery("(min-width: 640px)");
  const [expanded, setExpanded] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const sidebarId = useId();
  const framePainted = useFramePainted();

  useEffect(() => setDrawerOpen(false), [location.pathname, desktop]);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setDrawerOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [drawerOpen]);

  const wide = desktop ? expanded : drawerOpen;
  const offset = desktop ? (expanded ? SIDEBAR_WIDE : SIDEBAR_NARROW) : tablet ? SIDEBAR_NARROW : 0;

  return (
    <div className="min-h-screen">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-brand-700 focus:shadow"
      >
        Saltar al contenido
      </a>
      {(tablet || drawerOpen) && <Sidebar id={sidebarId} wide={wide} drawerOpen={!desktop && drawerOpen} />}
      {!desktop && drawerOpen && (
        <div className="fixed inset-0 z-30 bg-gray-900/50" aria-hidden="true" onClick={() => setDrawerOpen(false)} />
      )}
      <div className={cn("flex min-h-screen flex-col transition-[margin] duration-200")} style={{ marginLeft: offset }}>
        <TopBar
          desktop={desktop}
          search={roomForSearch}
          sidebarId={sidebarId}
          sidebarExpanded={desktop ? expanded : drawerOpen}
          onToggleSidebar={() => (desktop ? setExpanded((e) => !e) : setDrawerOpen((o) => !o))}
        />
        <main id="contenido" tabIndex={-1} className="mx-auto w-full max-w-(--breakpoint-2xl) flex-1 p-4 focus:outline-none sm:p-6">
          {framePainted && <Outlet />}
        </main>
        {framePainted && <Footer />}
      </div>
    </div>
  );
}
