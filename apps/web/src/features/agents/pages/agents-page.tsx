import { isPlatformRole } from "@consola/shared";
import { Paper, Stack, Text } from "@mantine/core";
import { IconBuildingStore, IconUsers } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { EmptyNotice } from "../../../components/empty-notice";
import { ListSection } from "../../../components/lists/list-section";
import { PageToolbar, RefreshButton } from "../../../components/page-toolbar";
import { BusinessPicker } from "../../../data/businesses/business-picker";
import { useChosenBusiness } from "../../../data/businesses/use-chosen-business";
import { useSession } from "../../../lib/session/use-session";
import { AgentCounters } from "../components/agent-counters";
import { AgentsTable } from "../components/agents-table";
import { MyAvailabilityCard } from "../components/my-availability-card";
import { useAgentClock } from "../hooks/use-agent-clock";
import { useAgents } from "../hooks/use-agents";
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
          <BusinessPicker
            value={chosen.businessId}
            onChange={(business) => chosen.choose(business.id)}
            w={{ base: "100%", xs: 360 }}
          />
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
          <ListSection
            list={list}
            loadErrorTitle={t("agents.loadError")}
            skeletonRows={4}
            empty={
              list.data?.length === 0 && (
                <EmptyNotice
                  icon={<IconUsers size={26} />}
                  title={t("agents.empty")}
                  hint={t("agents.emptyHint")}
                />
              )
            }
          >
            <AgentsTable
              agents={list.data ?? []}
              fetchedAt={list.dataUpdatedAt}
              myId={profile?.userId ?? null}
              formatTime={formatTime}
            />
          </ListSection>
        </>
      ) : (
        <EmptyNotice
          framed
          icon={<IconBuildingStore size={26} />}
          title={t("agents.business.pick")}
          hint={t("agents.business.pickHint")}
        />
      )}
    </Stack>
  );
}
