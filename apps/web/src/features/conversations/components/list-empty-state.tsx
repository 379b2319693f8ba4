import { Button, EmptyState, Stack } from "@mantine/core";
import { IconDeviceMobileMessage, IconInbox, IconSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

type ListEmptyStateProps = {
  filtered: boolean;
  unreadOnly: boolean;
  isAdmin: boolean;
  simulatorPath: string;
};

/** An empty list says why, and points an admin at the simulator to try the product. */
export function ListEmptyState({ filtered, unreadOnly, isAdmin, simulatorPath }: ListEmptyStateProps) {
  const { t } = useTranslation();
  if (filtered) {
    return (
      <EmptyState
        size="sm"
        py="xl"
        withIndicatorBackground
        icon={<IconSearch size={22} />}
        title={unreadOnly ? t("conversations.list.emptyUnread") : t("conversations.list.emptySearch")}
        // What the search matches: not any part of a number, which a newcomer tries first.
        description={unreadOnly ? undefined : t("conversations.list.emptySearchHint")}
      />
    );
  }
  return (
    <Stack align="center" gap="xs" px="md" py="xl" data-testid="chat-list-empty">
      <EmptyState
        size="sm"
        withIndicatorBackground
        icon={<IconInbox size={22} />}
        title={t("conversations.list.empty")}
        description={isAdmin ? t("conversations.list.simulatorHint") : t("conversations.list.emptyHint")}
      />
      {isAdmin ? (
        <Button
          component={Link}
          to={simulatorPath}
          size="xs"
          variant="light"
          leftSection={<IconDeviceMobileMessage size={16} />}
        >
          {t("conversations.list.openSimulator")}
        </Button>
      ) : null}
    </Stack>
  );
}
