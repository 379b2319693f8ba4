import type { SurveyListItem } from "@consola/shared";
import { ActionIcon, Group, Stack, Switch, Text } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ConfigTable } from "../../../components/lists/config-table";
import { RowActions } from "../../../components/lists/row-actions";
import { useBusinessClock } from "../../../lib/time/use-business-clock";
import { SurveyStatusBadge } from "./survey-status-badge";

type SurveysTableProps = {
  surveys: SurveyListItem[];
  /** The survey whose status is being saved, so its switch waits for the answer. */
  switching: number | null;
  onEdit: (survey: SurveyListItem) => void;
  onSetActive: (survey: SurveyListItem, active: boolean) => void;
  onRemove: (survey: SurveyListItem) => void;
};

type ItemProps = Omit<SurveysTableProps, "surveys"> & { survey: SurveyListItem };

/** A table from a tablet's width up; on a phone, one card per survey with its switch and actions in view. */
export function SurveysTable({ surveys, ...item }: SurveysTableProps) {
  const { t } = useTranslation();
  const { formatDate } = useBusinessClock();
  return (
    <ConfigTable
      items={surveys}
      testId="surveys-table"
      rowTestId="survey-row"
      minWidth={860}
      columns={[
        {
          header: t("surveys.columns.name"),
          miw: 200,
          cell: (survey) => <NameCell survey={survey} />,
        },
        {
          header: t("surveys.columns.status"),
          w: 110,
          cell: (survey) => <SurveyStatusBadge status={survey.status} />,
        },
        {
          header: t("surveys.columns.version"),
          w: 80,
          cell: (survey) => <Text size="sm">{t("surveys.versionOf", { version: survey.version })}</Text>,
        },
        {
          header: t("surveys.columns.questions"),
          w: 90,
          cell: (survey) => <Text size="sm">{survey.questionCount}</Text>,
        },
        {
          header: t("surveys.columns.responses"),
          w: 100,
          cell: (survey) => <Text size="sm">{survey.responses}</Text>,
        },
        {
          header: t("surveys.columns.createdAt"),
          w: 110,
          cell: (survey) => <Text size="sm">{formatDate(survey.createdAt)}</Text>,
        },
        {
          header: t("surveys.columns.active"),
          w: 90,
          cell: (survey) => <ActiveSwitch {...item} survey={survey} />,
        },
      ]}
      actions={{
        header: t("surveys.columns.actions"),
        w: 100,
        cell: (survey) => <ItemActions {...item} survey={survey} />,
      }}
      card={(survey) => (
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <NameCell survey={survey} />
            <SurveyStatusBadge status={survey.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {t("surveys.versionOf", { version: survey.version })} ·{" "}
            {t("surveys.cardFacts", {
              questions: survey.questionCount,
              responses: survey.responses,
              date: formatDate(survey.createdAt),
            })}
          </Text>
          <Group justify="space-between" wrap="nowrap">
            <ActiveSwitch {...item} survey={survey} />
            <ItemActions {...item} survey={survey} />
          </Group>
        </Stack>
      )}
    />
  );
}

function NameCell({ survey }: { survey: SurveyListItem }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="sm" fw={600}>
        {survey.name}
      </Text>
      {survey.description && (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {survey.description}
        </Text>
      )}
      {survey.status === "archived" && (
        <Text size="xs" c="dimmed">
          {t("surveys.archivedHint")}
        </Text>
      )}
    </div>
  );
}

function ActiveSwitch({ survey, switching, onSetActive }: ItemProps) {
  const { t } = useTranslation();
  return (
    <Switch
      checked={survey.status === "active"}
      disabled={survey.status === "archived" || switching === survey.id}
      onChange={(event) => onSetActive(survey, event.currentTarget.checked)}
      aria-label={t("surveys.activeOf", { name: survey.name })}
    />
  );
}

function ItemActions({ survey, onEdit, onRemove }: ItemProps) {
  const { t } = useTranslation();
  if (survey.status === "archived") {
    // Archived: its questions stay for the reports; it can be looked at, not changed or removed again.
    return (
      <Group justify="flex-end">
        <ActionIcon
          variant="subtle"
          onClick={() => onEdit(survey)}
          aria-label={t("surveys.viewOf", { name: survey.name })}
        >
          <IconEye size={16} aria-hidden />
        </ActionIcon>
      </Group>
    );
  }
  return (
    <RowActions
      editLabel={t("surveys.editOf", { name: survey.name })}
      onEdit={() => onEdit(survey)}
      remove={{ label: t("surveys.removeOf", { name: survey.name }), onClick: () => onRemove(survey) }}
    />
  );
}
