import { isPlatformRole } from "@consola/shared";
import { EmptyState, Paper, Stack, Text } from "@mantine/core";
import { IconBuildingStore, IconUsers } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { PageToolbar, RefreshButton } from "../../../components/page-toolbar";
import { TableSkeleton } from "../../../components/table-skeleton";
import { useSession } from "../../../lib/session/use-session";
import { AgentCounters } from "../components/agent-counters";
import { AgentsTable } from "../components/agents-table";
import { BusinessPicker } from "../components/business-picker";
import { MyAvailabilityCard } from "../components/my-availability-card";
import { useAgentClock } from "../hooks/use-agent-clock";
import { useAgents } from "../hooks/use-agents";
import { useChosenBusiness } from "../hooks/use-chosen-business";
import { useMyAvailability } from "../hooks/use-my-availability";

/** /agent, "Agentes conectados": who works today, for any role; platform admins pick the business. */
export function AgentsPage() {
  const { t } = useTranslation();
  const { role, profile } = useSession();
  const platform = role !== null && isPlatformRole(role);
  const chosen = useChosenBusiness();
  const scope = { businessId: platform ? chosen.businessId : null };
  const ready = !platform || chosen.businessId !== null;
  const { list, counts } = useAgents(scope, ready);
  const mine = useMyAvailability(!platform);
  const formatTime = useAgentClock(platform ? chosen.businessId : null);

  return (
    <Stack gap="lg" maw={1500}>
      <PageToolbar subtitle={t("agents.subtitle")}>
        {ready && list.dataUpdatedAt > 0 && (
          <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
            {t("agents.updatedAt", {
              time: formatTime(new Date(list.dataUpdatedAt).toISOString(), "HH:mm:ss"),
            })}
          </Text>
        )}
        {ready && (
          <RefreshButton
            label={t("agents.refresh")}
            fetching={list.isFetching}
            onRefresh={() => {
              void list.refetch();
              void counts.refetch();
            }}
          />
        )}
      </PageToolbar>
      {platform && (
        <Paper withBorder radius="lg" shadow="xs" p="md">
          <BusinessPicker businessId={chosen.businessId} onChange={chosen.choose} />
        </Paper>
      )}
      {!platform && (
        <MyAvailabilityCard
          status={mine.status.data}
          fetchedAt={mine.status.dataUpdatedAt}
          changing={mine.change.isPending}
          formatTime={formatTime}
          onChange={(available) => mine.change.mutate(available)}
        />
      )}
      {ready ? (
        <>
          <AgentCounters counts={counts.data} />
          <Paper withBorder radius="lg" shadow="xs" style={{ overflow: "hidden" }}>
            {list.isPending ? (
              <TableSkeleton rows={4} />
            ) : list.isError ? (
              <LoadErrorAlert title={t("agents.loadError")} error={list.error} />
            ) : list.data.length === 0 ? (
              <EmptyState
                withIndicatorBackground
                icon={<IconUsers size={26} />}
                title={t("agents.empty")}
                description={t("agents.emptyHint")}
                py={56}
              />
            ) : (
              <AgentsTable
                agents={list.data}
                fetchedAt={list.dataUpdatedAt}
                myId={profile?.userId ?? null}
                formatTime={formatTime}
              />
            )}
          </Paper>
        </>
      ) : (
        <Paper withBorder radius="lg" p="xl">
          <EmptyState
            withIndicatorBackground
            icon={<IconBuildingStore size={26} />}
            title={t("agents.business.pick")}
            description={t("agents.business.pickHint")}
          />
        </Paper>
      )}
    </Stack>
  );
}
