import type { AgentCounts } from "@consola/shared";
import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from "@mantine/core";
import { IconCircleCheck, IconCircleMinus, IconPlugConnected, IconPlugConnectedX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** CalculateAgents as four figures: connected, available, not available and offline. */
export function AgentCounters({ counts }: { counts: AgentCounts | undefined }) {
  const { t } = useTranslation();
  const cards = [
    { key: "connected", value: counts?.connected, color: "brand", Icon: IconPlugConnected },
    { key: "available", value: counts?.available, color: "teal", Icon: IconCircleCheck },
    { key: "notAvailable", value: counts?.notAvailable, color: "orange", Icon: IconCircleMinus },
    { key: "offline", value: counts?.offline, color: "gray", Icon: IconPlugConnectedX },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {cards.map(({ key, value, color, Icon }) => (
        <Paper key={key} withBorder radius="lg" shadow="xs" p="md" data-testid={`counter-${key}`}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {t(`agents.counters.${key}`)}
              </Text>
              {value === undefined ? (
                <Skeleton height={30} width={48} mt={6} />
              ) : (
                <Group gap={6} align="baseline">
                  <Text fz={28} fw={700} lh={1.3} data-testid="counter-value">
                    {value}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t("agents.counters.ofTotal", { total: counts?.total ?? 0 })}
                  </Text>
                </Group>
              )}
            </div>
            <ThemeIcon variant="light" color={color} size={40} radius="md">
              <Icon size={22} aria-hidden />
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
