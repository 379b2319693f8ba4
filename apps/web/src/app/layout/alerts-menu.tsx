import { MESSAGES } from "@consola/shared";
import { ActionIcon, Box, Menu, Switch, Text, Tooltip } from "@mantine/core";
import { IconVolume, IconVolumeOff } from "@tabler/icons-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { alertPreferences, useAlertPreferences } from "../../lib/notify/alert-preferences";
import { playChime } from "../../lib/notify/chime";
import { requestDesktopPermission } from "../../lib/notify/desktop-notifications";
import { toast } from "../../lib/notify/toast";
import { useHubAlerts } from "./use-hub-alerts";

/** The person's control over alert sounds and desktop notifications; also where the alerts are wired. */
export function AlertsMenu() {
  const { t } = useTranslation();
  const { muted, desktop } = useAlertPreferences();
  const warned = useRef(false);
  useHubAlerts();

  const toggleDesktop = async (wanted: boolean) => {
    if (!wanted) {
      alertPreferences.set({ desktop: false });
      return;
    }
    // Runs inside the click: browsers only show the permission prompt for a user gesture.
    const permission = await requestDesktopPermission();
    if (permission === "granted") {
      alertPreferences.set({ desktop: true });
      return;
    }
    alertPreferences.set({ desktop: false });
    if (!warned.current) {
      warned.current = true;
      toast.warning(MESSAGES.desktopNotificationsUnsupported);
    }
  };

  const label = muted ? t("layout.alertsMuted") : t("layout.alerts");
  return (
    // Phones keep the header for the page title; the alerts keep working with the choices made elsewhere.
    <Box visibleFrom="sm">
      <Menu width={280} position="bottom-end" shadow="md" withArrow closeOnItemClick={false}>
        <Menu.Target>
          <Tooltip label={label}>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} data-testid="alerts-menu">
              {muted ? <IconVolumeOff size={20} /> : <IconVolume size={20} />}
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown p="sm">
          <Text fw={600} size="sm" mb="xs">
            {t("layout.alerts")}
          </Text>
          <Switch
            label={t("layout.alertsSound")}
            checked={!muted}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              alertPreferences.set({ muted: !on });
              if (on) playChime();
            }}
            mb="sm"
          />
          <Switch
            label={t("layout.alertsDesktop")}
            description={t("layout.alertsDesktopHint")}
            checked={desktop}
            onChange={(event) => void toggleDesktop(event.currentTarget.checked)}
          />
        </Menu.Dropdown>
      </Menu>
    </Box>
  );
}
