import { useCallback, useEffect, useRef, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { MOBILE_QUERY, useMediaQuery } from "../lib/use-media-query";
import { useFollowOneClick } from "../workflow/use-follow-one-click";
import { Breadcrumbs } from "./breadcrumbs";
import { Sidebar } from "./sidebar";
import { TopBar } from "./top-bar";

/** Frame of every signed-in screen: sidebar, top bar, breadcrumbs, then the screen itself. */
export function WorkflowShell() {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  // Desktop and tablet start with the sidebar open; on a phone it would cover the screen.
  const [open, setOpen] = useState(() => !(typeof window.matchMedia === "function" && window.matchMedia(MOBILE_QUERY).matches));
  const menuRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // One click's job is followed from every signed-in screen, so leaving Step 2 never loses it.
  useFollowOneClick();

  const close = useCallback(() => {
    setOpen(false);
    menuRef.current?.focus();
  }, []);

  // Crossing the breakpoint resets to that size's natural state.
  useEffect(() => {
    setOpen(!isMobile);
  }, [isMobile]);

  // On a phone, a navigation closes the overlay.
  useEffect(() => {
    if (isMobile) setOpen(false);
  }, [pathname, isMobile]);

  return (
    <div className="min-h-screen">
      <Sidebar open={open} overlay={isMobile} onClose={close} />
      <div className={`transition-[padding] duration-150 ${open && !isMobile ? "md:pl-72" : ""}`}>
        <TopBar ref={menuRef} sidebarOpen={open} onToggleSidebar={() => setOpen((v) => !v)} />
        <main id="main" className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <Breadcrumbs />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
