import type { Notification, NotificationScope } from "@consola/shared";
import { Button, Center, Group, Loader, Stack, Text } from "@mantine/core";
import { IconBellOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../lib/api/error-message";
import { toast } from "../../lib/notify/toast";
import { HeaderEmptyState } from "./header-empty-state";
import { NotificationItem } from "./notification-item";
import { useNotificationTab, useRemoveNotification } from "./use-notifications";

type NotificationListProps = {
  tab: NotificationScope;
  onOpen: (notification: Notification) => void;
  /** The confirmation lives with the bell, which must stay open while it shows. */
  onRemoveAll: () => void;
};

export function NotificationList({ tab, onOpen, onRemoveAll }: NotificationListProps) {
  const { t } = useTranslation();
  const query = useNotificationTab(tab);
  const remove = useRemoveNotification();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Text size="sm" c="red" p="md">
        {errorMessage(query.error)}
      </Text>
    );
  }
  if (items.length === 0) {
    return (
      <HeaderEmptyState
        icon={<IconBellOff size={22} />}
        title={t("layout.noNotifications")}
        description={t("layout.noNotificationsHint")}
      />
    );
  }
  return (
    <Stack gap={0}>
      {items.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          onOpen={onOpen}
          removing={remove.isPending && remove.variables === notification.id}
          onRemove={(item) =>
            remove.mutate(item.id, {
              onError: (error) => toast.failed(error),
            })
          }
        />
      ))}
      <Group justify="space-between" px="sm" py="xs">
        {query.hasNextPage ? (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
          >
            {t("layout.loadMore")}
          </Button>
        ) : (
          <span />
        )}
        <Button variant="subtle" color="red" size="xs" onClick={onRemoveAll}>
          {t("layout.removeAll")}
        </Button>
      </Group>
    </Stack>
  );
}
