import type { QuickAnswer } from "@consola/shared";
import { Badge, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ConfigTable } from "../../../components/lists/config-table";
import { RowActions } from "../../../components/lists/row-actions";

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
    <ConfigTable
      items={answers}
      testId="answers-table"
      rowTestId="answer-row"
      columns={[
        {
          header: t("quickAnswers.columns.shortcut"),
          w: 150,
          cell: (answer) => <Shortcut answer={answer} />,
        },
        {
          header: t("quickAnswers.columns.message"),
          cell: (answer) => (
            <Text size="sm" lineClamp={3} style={{ whiteSpace: "pre-line" }}>
              {answer.message}
            </Text>
          ),
        },
        { header: t("quickAnswers.columns.area"), w: 160, cell: (answer) => <AreaName answer={answer} /> },
      ]}
      actions={{
        header: t("quickAnswers.columns.actions"),
        w: 100,
        cell: (answer) => <ItemActions {...item} answer={answer} />,
      }}
      card={(answer) => (
        <>
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
        </>
      )}
    />
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
    <RowActions
      editLabel={t("quickAnswers.editOf", { name: answerName(answer) })}
      onEdit={() => onEdit(answer)}
      remove={{
        label: t("quickAnswers.removeOf", { name: answerName(answer) }),
        onClick: () => onRemove(answer),
      }}
    />
  );
}
