import { Suspense } from "react";
import { Outlet } from "react-router";
import { PageLoader } from "./page-loader";
import { SessionEndedSlot } from "./session-ended-slot";

/** Wraps every route: lazy screens load under it and the session-ended dialog can open over any page. */
export function RootLayout() {
  return (
    <>
      <Suspense fallback={<PageLoader fullScreen />}>
        <Outlet />
      </Suspense>
      <SessionEndedSlot />
    </>
  );
}
