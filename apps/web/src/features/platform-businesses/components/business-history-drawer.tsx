import type { BusinessListItem } from "@consola/shared";
import { Button, Group, Stack, Text, Timeline } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { SideDrawer } from "../../../components/dialogs/side-drawer";
import { EmptyNotice } from "../../../components/empty-notice";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { TableSkeleton } from "../../../components/table-skeleton";
import { formatBusinessDateTime } from "../../../lib/time/business-time";
import { useBusinessHistory } from "../hooks/use-business-detail";

type BusinessHistoryDrawerProps = { business: BusinessListItem | null; onClose: () => void };

/** What platform admins did to a business (created, changed, deactivated…), who and when, newest first. */
export function BusinessHistoryDrawer({ business, onClose }: BusinessHistoryDrawerProps) {
  const { t } = useTranslation();
  const history = useBusinessHistory(business?.id ?? null);
  const entries = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <SideDrawer
      opened={business !== null}
      onClose={onClose}
      title={t("platformBusinesses.history.title", { name: business?.name ?? "" })}
      size="md"
    >
      {history.isError ? (
        <LoadErrorAlert
          title={t("platformBusinesses.history.loadError")}
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      ) : history.isPending ? (
        <TableSkeleton rows={4} />
      ) : entries.length === 0 ? (
        <EmptyNotice
          icon={<IconHistory size={26} />}
          title={t("platformBusinesses.history.empty")}
          hint={t("platformBusinesses.history.emptyHint")}
        />
      ) : (
        <Stack gap="md">
          <Timeline bulletSize={14} lineWidth={2} data-testid="business-history">
            {entries.map((entry) => (
              <Timeline.Item key={entry.id} title={entry.actionName}>
                <Text size="xs" c="dimmed">
                  {formatBusinessDateTime(entry.createdAt)}
                  {entry.actor ? ` · ${t("platformBusinesses.history.by", { name: entry.actor.name })}` : ""}
                </Text>
                {entry.changed.length > 0 && (
                  <Text size="sm">
                    {t("platformBusinesses.history.changed", {
                      fields: entry.changed
                        .map((field) =>
                          t(`platformBusinesses.history.fields.${field}`, { defaultValue: field }),
                        )
                        .join(", "),
                    })}
                  </Text>
                )}
              </Timeline.Item>
            ))}
          </Timeline>
          {history.hasNextPage && (
            <Group justify="center">
              <Button
                variant="default"
                loading={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                {t("platformBusinesses.history.loadMore")}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </SideDrawer>
  );
}
