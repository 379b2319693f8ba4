import {
  CAMPAIGN_STATUS_NAMES,
  CAMPAIGN_STATUSES,
  type Campaign,
  type CampaignStatus,
} from "@consola/shared";
import { Group, Select, Stack } from "@mantine/core";
import { IconSpeakerphone } from "@tabler/icons-react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useDialogTarget } from "../../../components/dialogs/use-dialog-target";
import { EmptyNotice } from "../../../components/empty-notice";
import { CountBadge } from "../../../components/lists/list-count-header";
import { ListSection } from "../../../components/lists/list-section";
import { LoadMoreFooter } from "../../../components/lists/load-more-footer";
import { NewItemButton } from "../../../components/lists/new-item-button";
import { PageToolbar } from "../../../components/page-toolbar";
import { useSearchUpdate } from "../../../lib/url/use-search-update";
import { CampaignsTable } from "../components/campaigns-table";
import { RemoveDraftDialog } from "../components/remove-draft-dialog";
import { useCampaignProgressSync } from "../hooks/use-campaign-progress";
import { campaignQueries } from "../queries";

const isStatus = (value: string | null): value is CampaignStatus =>
  (CAMPAIGN_STATUSES as readonly string[]).includes(value ?? "");

/**
 * /campaigns: the business's campaigns, newest first, a page at a time, filtered by status (kept in the
 * address as ?status=); each row's counts move live with the hub's CampaignProgress. A draft's row removes it,
 * after a confirmation.
 */
export function CampaignsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, update] = useSearchUpdate();
  const raw = search.get("status");
  const status = isStatus(raw) ? raw : null;
  const list = useInfiniteQuery(campaignQueries.list(status));
  useCampaignProgressSync();
  // The draft asked about stays named while its dialog fades out after the answer.
  const removing = useDialogTarget<Campaign | null>(null);

  const campaigns = list.data?.pages.flatMap((page) => page.items) ?? [];
  const count = list.hasNextPage
    ? t("campaigns.countMore", { count: campaigns.length })
    : t("campaigns.count", { count: campaigns.length });

  return (
    <Stack gap="lg" maw={1500}>
      <PageToolbar subtitle={t("campaigns.subtitle")}>
        <NewItemButton label={t("campaigns.new")} onClick={() => navigate("/campaigns/edit")} />
      </PageToolbar>
      <ListSection
        header={
          <Group
            p="md"
            justify="space-between"
            style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
          >
            <Select
              label={t("campaigns.statusFilter")}
              data={[
                { value: "", label: t("campaigns.allStatuses") },
                ...CAMPAIGN_STATUSES.map((value) => ({ value, label: CAMPAIGN_STATUS_NAMES[value] })),
              ]}
              value={status ?? ""}
              onChange={(value) => update({ status: value || null }, { replace: true })}
              allowDeselect={false}
              w={{ base: "100%", sm: 260 }}
            />
            {list.isSuccess && <CountBadge label={count} testId="campaigns-count" />}
          </Group>
        }
        list={list}
        loadErrorTitle={t("campaigns.loadError")}
        empty={
          campaigns.length === 0 && (
            <EmptyNotice
              icon={<IconSpeakerphone size={26} />}
              title={
                status
                  ? t("campaigns.emptyStatus", { status: CAMPAIGN_STATUS_NAMES[status] })
                  : t("campaigns.empty")
              }
              hint={status ? t("campaigns.emptyStatusHint") : t("campaigns.emptyHint")}
            />
          )
        }
        footer={<LoadMoreFooter pages={list} label={t("campaigns.loadMore")} />}
      >
        <CampaignsTable campaigns={campaigns} onRemoveDraft={removing.open} />
      </ListSection>
      <RemoveDraftDialog opened={removing.opened} draft={removing.target} onClose={removing.close} />
    </Stack>
  );
}
