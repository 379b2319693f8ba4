import { CONVERSATION_STATUS_NAMES, type InOutDetailReport } from "@consola/shared";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ChannelBadge } from "../../../components/chats/channel-badge";
import { errorMessage } from "../../../lib/api/error-message";
import { formatCount } from "../lib/report-figures";
import { ReportSection, type SectionQuery } from "./report-section";
import { SortableTable } from "./sortable-table";

type DetailRow = InOutDetailReport["rows"][number];

type DetailTableProps = {
  query: SectionQuery<DetailRow[]>;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  /** Why the last "Ver más" failed; the rows already shown stay. */
  moreError: unknown;
};

/**
 * InOutDetail: one row per chat opened in the period, newest first, 50 at a time. Sorting orders the rows
 * already shown; "Ver más" brings the next 50 in the server's order.
 */
export function DetailTable({ query, hasMore, loadingMore, onMore, moreError }: DetailTableProps) {
  const { t } = useTranslation();
  const none = t("reports.tables.none");
  return (
    <ReportSection
      headingId="report-detail"
      testId="report-detail"
      title={t("reports.tables.detail.title")}
      description={t("reports.tables.detail.description")}
      query={query}
      isEmpty={(rows) => rows.length === 0}
      skeleton="table"
    >
      {(rows) => (
        <Stack gap="sm">
          <SortableTable
            rows={rows}
            rowKey={(row) => row.conversationId}
            labelledBy="report-detail"
            testId="report-detail-table"
            initialSort={{ key: "opened", direction: "descending" }}
            minWidth={1560}
            columns={[
              {
                key: "contact",
                nowrap: true,
                header: t("reports.tables.detail.contact"),
                value: (row) => row.contact.name,
                cell: (row) => (
                  <>
                    <Text size="sm" fw={500}>
                      {row.contact.name}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {row.contact.phoneNumber}
                    </Text>
                  </>
                ),
              },
              {
                key: "channel",
                header: t("reports.tables.detail.channel"),
                value: (row) => row.channel,
                cell: (row) => <ChannelBadge channel={row.channel} />,
              },
              {
                key: "area",
                nowrap: true,
                header: t("reports.tables.detail.area"),
                value: (row) => row.area,
                cell: (row) => row.area ?? none,
              },
              {
                key: "agent",
                nowrap: true,
                header: t("reports.tables.detail.agent"),
                value: (row) => row.agent,
                cell: (row) => row.agent ?? none,
              },
              {
                key: "status",
                header: t("reports.tables.detail.status"),
                value: (row) => CONVERSATION_STATUS_NAMES[row.status],
              },
              {
                nowrap: true,
                key: "opened",
                header: t("reports.tables.detail.opened"),
                value: (row) => row.openedAt,
              },
              {
                key: "firstResponse",
                nowrap: true,
                header: t("reports.tables.detail.firstResponse"),
                value: (row) => row.firstResponseAt,
                cell: (row) => row.firstResponseAt ?? none,
              },
              {
                key: "ended",
                nowrap: true,
                header: t("reports.tables.detail.ended"),
                value: (row) => row.endedAt,
                cell: (row) => row.endedAt ?? none,
              },
              {
                key: "endedBy",
                nowrap: true,
                header: t("reports.tables.detail.endedBy"),
                value: (row) => (row.endedBy ? t(`reports.tables.detail.endedKind.${row.endedBy}`) : null),
                cell: (row) => (row.endedBy ? t(`reports.tables.detail.endedKind.${row.endedBy}`) : none),
              },
              {
                key: "category",
                nowrap: true,
                header: t("reports.tables.detail.category"),
                value: (row) => row.closingCategory,
                cell: (row) => row.closingCategory ?? none,
              },
              {
                key: "in",
                header: t("reports.tables.detail.messagesIn"),
                value: (row) => row.messagesIn,
                cell: (row) => formatCount(row.messagesIn),
                numeric: true,
              },
              {
                key: "out",
                header: t("reports.tables.detail.messagesOut"),
                value: (row) => row.messagesOut,
                cell: (row) => formatCount(row.messagesOut),
                numeric: true,
              },
            ]}
          />
          <Group justify="space-between" gap="sm">
            <Text size="sm" data-testid="report-detail-count">
              {t("reports.tables.detail.shown", { count: rows.length })}
            </Text>
            {moreError ? (
              <Text size="sm" c="red.9" role="alert">
                {errorMessage(moreError)}
              </Text>
            ) : null}
            {hasMore && (
              <Button variant="default" size="sm" loading={loadingMore} onClick={onMore}>
                {t("reports.tables.detail.more")}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </ReportSection>
  );
}
