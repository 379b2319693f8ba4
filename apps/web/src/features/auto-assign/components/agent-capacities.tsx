import { AGENT_MAX_CHATS, type AssignableAgent } from "@consola/shared";
import { Badge, EmptyState, Group, NumberInput, Stack, Table, Text } from "@mantine/core";
import { IconUsers } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AvailabilityBadge } from "../../../components/availability-badge";
import { ListSearchInput } from "../../../components/lists/list-search-input";
import { SectionHeading } from "../../../components/section-heading";
import { textMatches } from "../../../lib/format/fold";
import type { TypedNumber } from "./auto-assign-form";

type AgentCapacitiesProps = {
  agents: readonly AssignableAgent[];
  capacities: Record<number, TypedNumber>;
  defaultCapacity: TypedNumber;
  errors: Record<number, string>;
  onChange: (id: number, value: TypedNumber) => void;
};

/** The business's agents with their area, availability and chats, each with their own maximum. */
export function AgentCapacities({
  agents,
  capacities,
  defaultCapacity,
  errors,
  onChange,
}: AgentCapacitiesProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const shown = agents.filter((agent) =>
    textMatches(search, agent.name, agent.nickname, agent.area?.name ?? ""),
  );

  return (
    <Stack gap={0}>
      <Stack gap="xs" p="md" style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}>
        <SectionHeading
          title={t("autoAssign.agents.title")}
          description={t("autoAssign.agents.description")}
        />
        <Group justify="space-between">
          <ListSearchInput
            label={t("autoAssign.agents.searchLabel")}
            placeholder={t("autoAssign.agents.searchPlaceholder")}
            value={search}
            onChange={setSearch}
          />
          <Badge size="lg" variant="light" radius="sm" data-testid="agents-count">
            {t("autoAssign.agents.count", { count: agents.length })}
          </Badge>
        </Group>
      </Stack>
      {shown.length === 0 ? (
        <EmptyState
          withIndicatorBackground
          icon={<IconUsers size={26} />}
          title={
            search.trim()
              ? t("autoAssign.agents.noResults", { search: search.trim() })
              : t("autoAssign.agents.empty")
          }
          description={
            search.trim() ? t("autoAssign.agents.noResultsHint") : t("autoAssign.agents.emptyHint")
          }
          py={48}
        />
      ) : (
        <Table.ScrollContainer minWidth={340}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("autoAssign.agents.columns.name")}</Table.Th>
                <Table.Th visibleFrom="sm">{t("autoAssign.agents.columns.area")}</Table.Th>
                <Table.Th visibleFrom="md">{t("autoAssign.agents.columns.availability")}</Table.Th>
                <Table.Th ta="right">{t("autoAssign.agents.columns.openChats")}</Table.Th>
                <Table.Th w={170}>{t("autoAssign.agents.columns.capacity")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((agent) => (
                <Table.Tr key={agent.id} data-testid="agent-row">
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {agent.name}
                    </Text>
                    {/* On a phone the area and availability columns fold under the name. */}
                    <Stack gap={4} mt={4} hiddenFrom="md" align="flex-start">
                      <Text size="xs" hiddenFrom="sm">
                        {agent.area?.name ?? t("autoAssign.agents.noArea")}
                      </Text>
                      <AvailabilityBadge availability={agent.availability} size="sm" />
                    </Stack>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text size="sm">{agent.area?.name ?? t("autoAssign.agents.noArea")}</Text>
                  </Table.Td>
                  <Table.Td visibleFrom="md">
                    <AvailabilityBadge availability={agent.availability} size="sm" />
                  </Table.Td>
                  <Table.Td ta="right">{agent.openChats}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={t("autoAssign.agents.capacityOf", { name: agent.name })}
                      placeholder={t("autoAssign.agents.defaultCapacity", {
                        count: defaultCapacity === "" ? 0 : defaultCapacity,
                      })}
                      min={AGENT_MAX_CHATS.min}
                      max={AGENT_MAX_CHATS.max}
                      allowDecimal={false}
                      allowNegative={false}
                      value={capacities[agent.id] ?? ""}
                      onChange={(value) => onChange(agent.id, typeof value === "number" ? value : "")}
                      error={errors[agent.id]}
                      size="sm"
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
