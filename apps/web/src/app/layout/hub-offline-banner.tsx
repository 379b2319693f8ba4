import { Alert } from "@mantine/core";
import { IconPlugConnectedX } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHubStatus } from "../../lib/hub/hub-context";

/**
 * How long the hub may be away before the banner shows: a reconnect after a deploy or a flaky second is
 * quicker, and a banner flashing on each would teach people to ignore it.
 */
export const OFFLINE_BANNER_AFTER_MS = 4_000;

/**
 * A banner under the header while the server cannot be reached (the header's dot alone is easy to miss):
 * what people see may be stale until it is back. It goes as soon as the hub is live again.
 */
export function HubOfflineBanner() {
  const { t } = useTranslation();
  const status = useHubStatus();
  // "idle" is also the wait between two reconnection attempts: only a registered hub is live.
  const live = status === "ready";
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (live) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), OFFLINE_BANNER_AFTER_MS);
    return () => clearTimeout(timer);
  }, [live]);
  if (!shown) return null;
  return (
    <Alert
      role="status"
      color="yellow"
      variant="light"
      icon={<IconPlugConnectedX size={18} aria-hidden />}
      mb="md"
      data-testid="hub-offline-banner"
    >
      {t("layout.hub.unreachable")}
    </Alert>
  );
}
