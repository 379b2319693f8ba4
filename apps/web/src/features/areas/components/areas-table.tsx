import { BREAKPOINT_MOBILE_PX, type BusinessArea } from "@consola/shared";
import { ActionIcon, Badge, Group, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

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
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <ActionIcon
        variant="subtle"
        onClick={() => onEdit(area)}
        aria-label={t("areas.editOf", { name: area.name })}
      >
        <IconPencil size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={() => onRemove(area)}
        aria-label={t("areas.removeOf", { name: area.name })}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

/** The areas as a table; on a phone, as cards (a table there would hide the actions off to the side). */
export function AreasTable({ areas, onEdit, onRemove }: AreasTableProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(`(max-width: ${BREAKPOINT_MOBILE_PX}px)`) ?? false;
  if (phone) {
    return (
      <Stack gap={0} data-testid="areas-table">
        {areas.map((area) => (
          <Stack
            key={area.id}
            data-testid="area-row"
            p="md"
            gap={6}
            style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
          >
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
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" data-testid="areas-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("areas.columns.name")}</Table.Th>
            <Table.Th>{t("areas.columns.members")}</Table.Th>
            <Table.Th>{t("areas.columns.openChats")}</Table.Th>
            <Table.Th ta="right">{t("areas.columns.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {areas.map((area) => (
            <Table.Tr key={area.id} data-testid="area-row">
              <Table.Td miw={200} maw={320}>
                <Text size="sm" fw={600}>
                  {area.name}
                </Text>
                {area.description && (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {area.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td miw={240}>
                <AreaMembers area={area} />
              </Table.Td>
              <Table.Td w={120}>
                <Text size="sm">{area.openChats}</Text>
              </Table.Td>
              <Table.Td w={110}>
                <AreaActions area={area} onEdit={onEdit} onRemove={onRemove} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
