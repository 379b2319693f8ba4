import { Box, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useHubStatus } from "../../lib/hub/hub-context";

/** A discreet dot: green while live updates flow, amber while (re)connecting, grey when stopped. */
export function HubStatusIndicator() {
  const { t } = useTranslation();
  const status = useHubStatus();
  const state = status === "ready" ? "connected" : status === "stopped" ? "offline" : "reconnecting";
  const label = t(`layout.hub.${state}`);
  const color = state === "connected" ? "teal.6" : state === "offline" ? "gray.5" : "yellow.6";
  return (
    <Tooltip label={label}>
      <Box
        role="status"
        aria-label={label}
        data-testid="hub-status"
        visibleFrom="sm"
        data-state={state}
        tabIndex={0}
        w={10}
        h={10}
        mx={6}
        bg={color}
        style={{ borderRadius: "50%", flexShrink: 0, boxShadow: "0 0 0 3px var(--mantine-color-gray-1)" }}
      />
    </Tooltip>
  );
}
