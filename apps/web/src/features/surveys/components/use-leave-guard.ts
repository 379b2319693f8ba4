import { useCallback, useRef } from "react";
import { useBeforeUnload, useBlocker } from "react-router";

/**
 * Unsaved work is not lost by a slip: leaving for another page asks first (the caller shows the question
 * while `asking`), and closing or reloading the tab gets the browser's own warning. A save allows leaving.
 */
export function useLeaveGuard(active: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (active && !allowed.current) event.preventDefault();
      },
      [active],
    ),
  );
  return {
    asking: blocker.state === "blocked",
    leave: () => {
      if (blocker.state === "blocked") blocker.proceed();
    },
    stay: () => {
      if (blocker.state === "blocked") blocker.reset();
    },
    allowLeaving: () => {
      allowed.current = true;
    },
  };
}
