import { HUB_EVENTS } from "@consola/shared";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useHubEvent } from "../../lib/hub/hub-context";
import { alertPreferences } from "../../lib/notify/alert-preferences";
import { canShowDesktopAlert, createSoundScheduler } from "../../lib/notify/alert-rules";
import { playChime } from "../../lib/notify/chime";
import { desktopPermission, showDesktopNotification } from "../../lib/notify/desktop-notifications";
import { useSession } from "../../lib/session/use-session";
import { notificationTarget, notificationText } from "./notification-target";
import { useCanOpenPendingList } from "./use-can-open-pending-list";

/**
 * Sounds and desktop alerts for what arrives through the hub (spec section 4): a new message in one of my
 * chats, a new contact waiting, a notification. The sound waits 100 ms; desktop alerts need a window wider
 * than 768 px, the browser's permission and the person's choice.
 */
export function useHubAlerts(play: () => void = playChime) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = useSession().profile?.userId ?? null;
  const canOpenPendingList = useCanOpenPendingList();
  const sound = useMemo(
    () => createSoundScheduler({ play, isMuted: () => alertPreferences.get().muted }),
    [play],
  );
  useEffect(() => () => sound.cancel(), [sound]);

  useHubEvent(HUB_EVENTS.newMessage, (event) => {
    if (event.message.direction === "in" && event.assignedUserId === userId) sound.schedule();
  });
  useHubEvent(HUB_EVENTS.newContact, () => sound.schedule());
  useHubEvent(HUB_EVENTS.eventNotification, (notification) => {
    sound.schedule();
    const allowed = canShowDesktopAlert({
      windowWidth: window.innerWidth,
      enabled: alertPreferences.get().desktop,
      permission: desktopPermission(),
    });
    if (!allowed) return;
    const type = (["new_contact", "new_message", "assigned", "reassigned"] as const).find(
      (known) => known === notification.type,
    );
    const { who, text } = notificationText(notification);
    const target = notificationTarget(notification, canOpenPendingList);
    showDesktopNotification({
      title: type ? t(`layout.notificationTypes.${type}`) : t("layout.notifications"),
      body: [who, text].filter(Boolean).join(": "),
      tag: `consola-${notification.id}`,
      onClick: () => {
        if (target) void navigate(target);
      },
    });
  });
}
