import type { QuickAnswer } from "@consola/shared";
import { ActionIcon, Badge, Box, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

type AnswersTableProps = {
  answers: QuickAnswer[];
  onEdit: (answer: QuickAnswer) => void;
  onRemove: (answer: QuickAnswer) => void;
};

type ItemProps = Omit<AnswersTableProps, "answers"> & { answer: QuickAnswer };

/** How an answer is named in labels and dialogs: its shortcut, or the start of its text. */
export function answerName(answer: QuickAnswer): string {
  if (answer.shortcut) return `/${answer.shortcut}`;
  return answer.message.length > 40 ? `${answer.message.slice(0, 40)}…` : answer.message;
}

/** A table from a tablet's width up; on a phone, one card per answer with its actions in view. */
export function AnswersTable({ answers, ...item }: AnswersTableProps) {
  const { t } = useTranslation();
  return (
    <>
      <Box visibleFrom="sm">
        <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" data-testid="answers-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("quickAnswers.columns.shortcut")}</Table.Th>
              <Table.Th>{t("quickAnswers.columns.message")}</Table.Th>
              <Table.Th>{t("quickAnswers.columns.area")}</Table.Th>
              <Table.Th ta="right">{t("quickAnswers.columns.actions")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answers.map((answer) => (
              <Table.Tr key={answer.id} data-testid="answer-row">
                <Table.Td w={150}>
                  <Shortcut answer={answer} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={3} style={{ whiteSpace: "pre-line" }}>
                    {answer.message}
                  </Text>
                </Table.Td>
                <Table.Td w={160}>
                  <AreaName answer={answer} />
                </Table.Td>
                <Table.Td w={100}>
                  <ItemActions {...item} answer={answer} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack hiddenFrom="sm" gap="sm" p="sm">
        {answers.map((answer) => (
          <Paper key={answer.id} withBorder radius="md" p="sm" data-testid="answer-card">
            <Text size="sm" lineClamp={4} style={{ whiteSpace: "pre-line" }}>
              {answer.message}
            </Text>
            <Group justify="space-between" mt="xs" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap" miw={0}>
                <Shortcut answer={answer} />
                <AreaName answer={answer} />
              </Group>
              <ItemActions {...item} answer={answer} />
            </Group>
          </Paper>
        ))}
      </Stack>
    </>
  );
}

function Shortcut({ answer }: { answer: QuickAnswer }) {
  const { t } = useTranslation();
  return answer.shortcut ? (
    <Badge variant="light" radius="sm" tt="none" size="md" maw="100%">
      /{answer.shortcut}
    </Badge>
  ) : (
    <Text size="sm" c="dimmed">
      {t("quickAnswers.noShortcut")}
    </Text>
  );
}

function AreaName({ answer }: { answer: QuickAnswer }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c={answer.areaName ? undefined : "dimmed"} truncate>
      {answer.areaName ?? t("quickAnswers.allAreas")}
    </Text>
  );
}

function ItemActions({ answer, onEdit, onRemove }: ItemProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <ActionIcon
        variant="subtle"
        onClick={() => onEdit(answer)}
        aria-label={t("quickAnswers.editOf", { name: answerName(answer) })}
      >
        <IconPencil size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={() => onRemove(answer)}
        aria-label={t("quickAnswers.removeOf", { name: answerName(answer) })}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
