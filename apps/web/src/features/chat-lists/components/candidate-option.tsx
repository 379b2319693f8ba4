import { Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AvailabilityBadge } from "../../../components/availability-badge";
import type { TransferCandidate } from "../../../data/chats/chats-api";

/** One person in the assign list: who they are, whether they are available and how busy. */
export function CandidateOption({ person, current }: { person: TransferCandidate; current: boolean }) {
  const { t } = useTranslation();
  const details = [
    person.roleName,
    person.area?.name,
    t("chatLists.assign.openChats", { count: person.openChats }),
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" w="100%">
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={500} truncate>
          {person.name}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {current ? t("chatLists.assign.current") : details}
        </Text>
      </Stack>
      <AvailabilityBadge availability={person.availability} size="sm" />
    </Group>
  );
}
