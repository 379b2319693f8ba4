import { NOTIFICATION_LIST_MAX_HEIGHT_PX, type Notification, type NotificationScope } from "@consola/shared";
import { Popover, ScrollArea, Tabs, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconBell } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../components/dialogs/confirm-dialog";
import { HeaderPopoverTarget } from "./header-popover-target";
import { NotificationList } from "./notification-list";
import { notificationTarget, removesOnOpen } from "./notification-target";
import { useCanOpenPendingList } from "./use-can-open-pending-list";
import {
  useLiveNotifications,
  useNotificationTab,
  useRemoveAllNotifications,
  useRemoveNotification,
} from "./use-notifications";

/** The notification panel: personal and general tabs, live from the hub (spec sections 2 and 4). */
export function NotificationsBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canOpenPendingList = useCanOpenPendingList();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [tab, setTab] = useState<NotificationScope>("personal");
  const [confirmingTab, setConfirmingTab] = useState<NotificationScope | null>(null);
  useLiveNotifications();
  const personal = useNotificationTab("personal");
  const general = useNotificationTab("general");
  const remove = useRemoveNotification();
  const removeAll = useRemoveAllNotifications();
  const total = (personal.data?.pages[0]?.total ?? 0) + (general.data?.pages[0]?.total ?? 0);
  /** Opening the panel shows a tab with something in it: the personal one, unless only the general has any. */
  const openPanel = () => {
    if (!opened) {
      const personalCount = personal.data?.pages[0]?.total ?? 0;
      const generalCount = general.data?.pages[0]?.total ?? 0;
      if (personalCount > 0) setTab("personal");
      else if (generalCount > 0) setTab("general");
    }
    toggle();
  };
  const tabLabel = (value: NotificationScope) =>
    t(value === "personal" ? "layout.personalTab" : "layout.generalTab");

  const open = (notification: Notification) => {
    if (removesOnOpen(notification)) remove.mutate(notification.id);
    const target = notificationTarget(notification, canOpenPendingList);
    close();
    if (target) void navigate(target);
  };

  const list = (value: NotificationScope) => (
    <ScrollArea.Autosize mah={NOTIFICATION_LIST_MAX_HEIGHT_PX} type="auto">
      <NotificationList tab={value} onOpen={open} onRemoveAll={() => setConfirmingTab(value)} />
    </ScrollArea.Autosize>
  );

  return (
    <>
      <Popover
        opened={opened}
        onChange={(value) => !value && close()}
        width={380}
        position="bottom-end"
        shadow="md"
        withArrow
        // The confirmation dialog sits outside the dropdown: clicks in it must not close the panel.
        closeOnClickOutside={confirmingTab === null}
        closeOnEscape={confirmingTab === null}
      >
        <HeaderPopoverTarget
          label={t("layout.notifications")}
          countLabel={t("layout.notificationsCount", { count: total })}
          total={total}
          icon={<IconBell size={20} />}
          opened={opened}
          onToggle={openPanel}
          badgeTestId="notifications-badge"
        />
        <Popover.Dropdown p={0} data-testid="notifications-panel">
          <Text fw={600} size="sm" px="md" pt="sm" pb={4}>
            {t("layout.notifications")}
          </Text>
          <Tabs value={tab} onChange={(value) => setTab(value === "general" ? "general" : "personal")}>
            <Tabs.List grow>
              <Tabs.Tab value="personal">
                {tabLabel("personal")} ({personal.data?.pages[0]?.total ?? 0})
              </Tabs.Tab>
              <Tabs.Tab value="general">
                {tabLabel("general")} ({general.data?.pages[0]?.total ?? 0})
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="personal">{list("personal")}</Tabs.Panel>
            <Tabs.Panel value="general">{list("general")}</Tabs.Panel>
          </Tabs>
        </Popover.Dropdown>
      </Popover>
      <ConfirmDialog
        opened={confirmingTab !== null}
        title={t("layout.removeAllTitle")}
        question={t("layout.removeAllConfirm", { tab: confirmingTab ? tabLabel(confirmingTab) : "" })}
        confirmLabel={t("layout.removeAllAction")}
        cancelLabel={t("layout.cancel")}
        zIndex={400}
        onClose={() => setConfirmingTab(null)}
        onConfirm={async () => {
          if (confirmingTab) await removeAll.mutateAsync(confirmingTab);
        }}
      />
    </>
  );
}
