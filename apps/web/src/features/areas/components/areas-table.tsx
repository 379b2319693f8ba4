import type { BusinessArea } from "@consola/shared";
import { Badge, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ConfigTable } from "../../../components/lists/config-table";
import { RowActions } from "../../../components/lists/row-actions";

/** Names shown per area before "+N más". */
const SHOWN_MEMBERS = 6;

type AreasTableProps = {
  areas: BusinessArea[];
  onEdit: (area: BusinessArea) => void;
  onRemove: (area: BusinessArea) => void;
};

function AreaMembers({ area }: { area: BusinessArea }) {
  const { t } = useTranslation();
  return (
    <>
      {area.members.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("areas.noMembers")}
        </Text>
      ) : (
        <Group gap={6} aria-label={t("areas.membersOf", { name: area.name })}>
          {area.members.slice(0, SHOWN_MEMBERS).map((member) => (
            <Badge key={member.id} variant="light" color="gray" radius="sm" tt="none" fw={500}>
              {member.name}
            </Badge>
          ))}
          {area.members.length > SHOWN_MEMBERS && (
            <Text size="xs" c="dimmed">
              {t("areas.moreMembers", { count: area.members.length - SHOWN_MEMBERS })}
            </Text>
          )}
        </Group>
      )}
    </>
  );
}

function AreaActions({ area, onEdit, onRemove }: Omit<AreasTableProps, "areas"> & { area: BusinessArea }) {
  const { t } = useTranslation();
  return (
    <RowActions
      editLabel={t("areas.editOf", { name: area.name })}
      onEdit={() => onEdit(area)}
      remove={{ label: t("areas.removeOf", { name: area.name }), onClick: () => onRemove(area) }}
    />
  );
}

/** The areas as a table; on a phone, as cards (a table there would hide the actions off to the side). */
export function AreasTable({ areas, onEdit, onRemove }: AreasTableProps) {
  const { t } = useTranslation();
  return (
    <ConfigTable
      items={areas}
      testId="areas-table"
      rowTestId="area-row"
      minWidth={720}
      columns={[
        {
          header: t("areas.columns.name"),
          miw: 200,
          maw: 320,
          cell: (area) => (
            <>
              <Text size="sm" fw={600}>
                {area.name}
              </Text>
              {area.description && (
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {area.description}
                </Text>
              )}
            </>
          ),
        },
        { header: t("areas.columns.members"), miw: 240, cell: (area) => <AreaMembers area={area} /> },
        {
          header: t("areas.columns.openChats"),
          w: 120,
          cell: (area) => <Text size="sm">{area.openChats}</Text>,
        },
      ]}
      actions={{
        header: t("areas.columns.actions"),
        cell: (area) => <AreaActions area={area} onEdit={onEdit} onRemove={onRemove} />,
      }}
      card={(area) => (
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {area.name}
              </Text>
              {area.description && (
                <Text size="xs" c="dimmed">
                  {area.description}
                </Text>
              )}
            </div>
            <AreaActions area={area} onEdit={onEdit} onRemove={onRemove} />
          </Group>
          <AreaMembers area={area} />
          <Text size="xs" c="dimmed">
            {t("areas.counts.openChats", { count: area.openChats })}
          </Text>
        </Stack>
      )}
    />
  );
}
