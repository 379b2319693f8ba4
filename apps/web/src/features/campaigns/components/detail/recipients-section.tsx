import {
  CAMPAIGN_EXCLUSION_NAMES,
  CAMPAIGN_RECIPIENT_STATUS_NAMES,
  CAMPAIGN_RECIPIENT_STATUSES,
  type CampaignRecipient,
  type CampaignRecipientStatus,
} from "@consola/shared";
import { Anchor, Button, Group, Select, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconFileDownload, IconUsers } from "@tabler/icons-react";
import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyNotice } from "../../../../components/empty-notice";
import { ConfigTable } from "../../../../components/lists/config-table";
import { ListSearchInput } from "../../../../components/lists/list-search-input";
import { ListSection } from "../../../../components/lists/list-section";
import { LoadMoreFooter } from "../../../../components/lists/load-more-footer";
import { RefreshButton } from "../../../../components/page-toolbar";
import { StatusBadge } from "../../../../components/status-badge";
import { formatPhone } from "../../../../lib/format/phone";
import { toast } from "../../../../lib/notify/toast";
import { useBusinessClock } from "../../../../lib/time/use-business-clock";
import { downloadRecipientsCsv, type RecipientFilters } from "../../api/campaigns-api";
import { replyChatHref } from "../../campaign-format";
import { campaignQueries } from "../../queries";

const STATUS_COLORS: Record<CampaignRecipientStatus, string> = {
  excluded: "gray",
  ready: "gray",
  queued: "blue",
  sending: "blue",
  sent: "cyan",
  delivered: "teal",
  read: "green",
  failed: "red",
  cancelled: "orange",
};

const isStatus = (value: string | null): value is CampaignRecipientStatus =>
  (CAMPAIGN_RECIPIENT_STATUSES as readonly (string | null)[]).includes(value);

type Replied = "any" | "yes" | "no";

/** The campaign's recipients, 50 at a time, filtered by their state and reply, searched by name or number. */
export function RecipientsSection({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<CampaignRecipientStatus | null>(null);
  const [replied, setReplied] = useState<Replied>("any");
  const [search, setSearch] = useState("");
  const [settled] = useDebouncedValue(search.trim(), 350);
  const filters: RecipientFilters = {
    ...(status ? { status } : {}),
    ...(replied === "any" ? {} : { replied: replied === "yes" }),
    ...(settled ? { search: settled } : {}),
  };
  const list = useInfiniteQuery(campaignQueries.recipients(campaignId, filters));
  const recipients = list.data?.pages.flatMap((page) => page.items) ?? [];
  const exporting = useMutation({
    mutationFn: () => downloadRecipientsCsv(campaignId),
    onSuccess: () => toast.done(t("campaigns.detail.downloaded"), { bordered: true }),
    onError: (error) => toast.failed(error, { bordered: true }),
  });

  return (
    <Stack gap="sm" component="section" aria-labelledby="campaign-recipients-title">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h4" id="campaign-recipients-title">
          {t("campaigns.detail.recipients")}
        </Title>
        <Group gap="xs">
          <RefreshButton
            label={t("campaigns.detail.refresh")}
            fetching={list.isFetching && !list.isFetchingNextPage}
            onRefresh={() => void list.refetch()}
          />
          <Button
            variant="default"
            leftSection={<IconFileDownload size={16} aria-hidden />}
            loading={exporting.isPending}
            onClick={() => exporting.mutate()}
          >
            {t("campaigns.detail.download")}
          </Button>
        </Group>
      </Group>
      <ListSection
        header={
          <Group
            p="md"
            gap="sm"
            align="flex-end"
            role="search"
            aria-label={t("campaigns.detail.searchLabel")}
            style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
          >
            <ListSearchInput
              label={t("campaigns.detail.searchLabel")}
              placeholder={t("campaigns.detail.searchPlaceholder")}
              value={search}
              onChange={setSearch}
            />
            <Select
              label={t("campaigns.detail.statusFilter")}
              data={[
                { value: "", label: t("campaigns.detail.allStatuses") },
                ...CAMPAIGN_RECIPIENT_STATUSES.map((value) => ({
                  value,
                  label: CAMPAIGN_RECIPIENT_STATUS_NAMES[value],
                })),
              ]}
              value={status ?? ""}
              onChange={(value) => setStatus(isStatus(value) ? value : null)}
              allowDeselect={false}
              w={{ base: "100%", sm: 200 }}
            />
            <Select
              label={t("campaigns.detail.repliedFilter")}
              data={[
                { value: "any", label: t("campaigns.detail.repliedAny") },
                { value: "yes", label: t("campaigns.detail.repliedYes") },
                { value: "no", label: t("campaigns.detail.repliedNo") },
              ]}
              value={replied}
              onChange={(value) => setReplied(value === "yes" || value === "no" ? value : "any")}
              allowDeselect={false}
              w={{ base: "100%", sm: 200 }}
            />
          </Group>
        }
        list={list}
        loadErrorTitle={t("campaigns.detail.recipientsError")}
        empty={
          recipients.length === 0 && (
            <EmptyNotice
              icon={<IconUsers size={26} />}
              title={t("campaigns.detail.noRecipients")}
              hint={t("campaigns.detail.noRecipientsHint")}
            />
          )
        }
        footer={<LoadMoreFooter pages={list} label={t("campaigns.detail.loadMore")} />}
      >
        <RecipientsTable recipients={recipients} />
      </ListSection>
    </Stack>
  );
}

function RecipientsTable({ recipients }: { recipients: readonly CampaignRecipient[] }) {
  const { t } = useTranslation();
  const { formatDateTime } = useBusinessClock();
  const time = (value: string | null) =>
    value ? formatDateTime(value, "YYYY-MM-DD HH:mm") : t("campaigns.detail.none");
  const timeCell = (key: "sentAt" | "deliveredAt" | "readAt") => (recipient: CampaignRecipient) => (
    <Text size="sm" c={recipient[key] ? undefined : "dimmed"}>
      {time(recipient[key])}
    </Text>
  );
  return (
    <ConfigTable
      items={recipients}
      testId="recipients-table"
      rowTestId="recipient-row"
      minWidth={940}
      columns={[
        {
          header: t("campaigns.detail.columns.name"),
          miw: 140,
          cell: (recipient) => (
            <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
              {recipient.name}
            </Text>
          ),
        },
        {
          header: t("campaigns.detail.columns.phone"),
          miw: 130,
          cell: (recipient) => <Text size="sm">{formatPhone(recipient.phoneNumber)}</Text>,
        },
        {
          header: t("campaigns.detail.columns.status"),
          w: 110,
          cell: (recipient) => <RecipientStatus recipient={recipient} />,
        },
        {
          header: t("campaigns.detail.columns.reason"),
          miw: 150,
          cell: (recipient) => <Reason recipient={recipient} />,
        },
        { header: t("campaigns.detail.columns.sent"), w: 100, cell: timeCell("sentAt") },
        { header: t("campaigns.detail.columns.delivered"), w: 100, cell: timeCell("deliveredAt") },
        { header: t("campaigns.detail.columns.read"), w: 100, cell: timeCell("readAt") },
        {
          header: t("campaigns.detail.columns.replied"),
          w: 110,
          cell: (recipient) => <Replied recipient={recipient} time={time} />,
        },
      ]}
      card={(recipient) => (
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                {recipient.name}
              </Text>
              <Text size="sm" c="dimmed">
                {formatPhone(recipient.phoneNumber)}
              </Text>
            </div>
            <RecipientStatus recipient={recipient} />
          </Group>
          <Reason recipient={recipient} />
          {recipient.sentAt && (
            <Text size="xs" c="dimmed">
              {t("campaigns.detail.columns.sent")}: {time(recipient.sentAt)}
            </Text>
          )}
          <Replied recipient={recipient} time={time} />
        </Stack>
      )}
    />
  );
}

function RecipientStatus({ recipient }: { recipient: CampaignRecipient }) {
  return (
    <StatusBadge color={STATUS_COLORS[recipient.status]} testId="recipient-status">
      {CAMPAIGN_RECIPIENT_STATUS_NAMES[recipient.status]}
    </StatusBadge>
  );
}

/** Why it got nothing, or the provider's refusal with its code. */
function Reason({ recipient }: { recipient: CampaignRecipient }) {
  const { t } = useTranslation();
  if (recipient.exclusion) return <Text size="sm">{CAMPAIGN_EXCLUSION_NAMES[recipient.exclusion]}</Text>;
  if (!recipient.error && !recipient.errorCode) return null;
  return (
    <div>
      {recipient.error && <Text size="sm">{recipient.error}</Text>}
      {recipient.errorCode && (
        <Text size="xs" c="dimmed">
          {t("campaigns.detail.errorCode", { code: recipient.errorCode })}
        </Text>
      )}
    </div>
  );
}

/** When they replied, with a link to the chat the reply opened or continued. */
function Replied({
  recipient,
  time,
}: {
  recipient: CampaignRecipient;
  time: (value: string | null) => string;
}) {
  const { t } = useTranslation();
  if (!recipient.repliedAt) return null;
  const conversationId = recipient.conversationId;
  return (
    <div>
      <Text size="sm">{time(recipient.repliedAt)}</Text>
      {conversationId !== null && (
        <Anchor
          component={Link}
          to={replyChatHref({ conversationId, contactId: recipient.contactId })}
          size="sm"
          aria-label={t("campaigns.detail.openChat", { name: recipient.name })}
        >
          {t("campaigns.detail.openChatShort")}
        </Anchor>
      )}
    </div>
  );
}
