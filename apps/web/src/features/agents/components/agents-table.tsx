import type { AgentStatus } from "@consola/shared";
import { Badge, Group, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AvailabilityBadge } from "../../../components/availability-badge";
import { useNow } from "../../../lib/time/use-now";
import { formatHoursMinutes, liveSeconds } from "../agent-time";

type AgentsTableProps = {
  agents: AgentStatus[];
  /** When the list was answered: the running period is counted from there. */
  fetchedAt: number;
  myId: number | null;
  formatTime: (value: string) => string;
};

const ORDER = { available: 0, not_available: 1, offline: 2 } as const;

/** The business's people with today's availability; the running state's time ticks on screen. */
export function AgentsTable({ agents, fetchedAt, myId, formatTime }: AgentsTableProps) {
  const { t } = useTranslation();
  const now = useNow(5_000);
  const sorted = [...agents].sort(
    (a, b) => ORDER[a.availability] - ORDER[b.availability] || a.name.localeCompare(b.name, "es"),
  );
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover data-testid="agents-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("agents.columns.name")}</Table.Th>
            <Table.Th>{t("agents.columns.availability")}</Table.Th>
            <Table.Th>{t("agents.columns.start")}</Table.Th>
            <Table.Th>{t("agents.columns.active")}</Table.Th>
            <Table.Th>{t("agents.columns.inactive")}</Table.Th>
            <Table.Th ta="right">{t("agents.columns.chats")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((agent) => {
            const { active, inactive } = liveSeconds(agent, fetchedAt, now);
            return (
              <Table.Tr key={agent.id} data-testid="agent-row">
                <Table.Td>
                  <Stack gap={2}>
                    <Group gap={6}>
                      <Text size="sm" fw={600}>
                        {agent.name}
                      </Text>
                      {agent.id === myId && (
                        <Badge size="xs" variant="light" radius="sm">
                          {t("agents.me")}
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {[agent.roleName, agent.area?.name ?? t("agents.noArea")].join(" · ")}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <AvailabilityBadge availability={agent.availability} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={agent.startTime ? undefined : "dimmed"}>
                    {agent.startTime ? formatTime(agent.startTime) : t("agents.notToday")}
                  </Text>
                </Table.Td>
                <DurationCell
                  seconds={active}
                  current={agent.availability === "available"}
                  testId="active-time"
                />
                <DurationCell
                  seconds={inactive}
                  current={agent.availability === "not_available"}
                  testId="inactive-time"
                />
                <Table.Td ta="right">
                  <Badge
                    variant={agent.openChats > 0 ? "filled" : "light"}
                    color={agent.openChats > 0 ? "brand" : "gray"}
                    radius="sm"
                  >
                    {agent.openChats}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Time spent in one availability; the one the agent is in now is bold because it is still growing. */
function DurationCell({ seconds, current, testId }: { seconds: number; current: boolean; testId: string }) {
  return (
    <Table.Td>
      <Text
        size="sm"
        style={{ fontVariantNumeric: "tabular-nums" }}
        fw={current ? 700 : 400}
        data-testid={testId}
      >
        {formatHoursMinutes(seconds)}
      </Text>
    </Table.Td>
  );
}
