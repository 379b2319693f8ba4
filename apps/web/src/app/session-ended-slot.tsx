import { lazy, Suspense, useState } from "react";
import { useSessionEndedToken } from "../lib/session/session-ended";
import { useSession } from "../lib/session/use-session";

// It speaks through i18next, which the public screens have not loaded.
const SessionEndedModal = lazy(() =>
  Promise.all([import("./session-ended-modal"), import("./i18n/catalogue").then((m) => m.loadI18n())]).then(
    ([m]) => ({ default: m.SessionEndedModal }),
  ),
);

/**
 * Where the session-ended dialog mounts. Only a session can end, so its code (a Mantine modal and what it
 * pulls in) downloads once there is one, not with the sign-in page; it is already there when needed.
 */
export function SessionEndedSlot() {
  const { token } = useSession();
  const deadToken = useSessionEndedToken();
  const [mounted, setMounted] = useState(false);
  // Stays mounted once mounted: clearing the session must not cut the dialog off mid-way.
  if (!mounted && (token !== null || deadToken !== null)) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SessionEndedModal />
    </Suspense>
  );
}
