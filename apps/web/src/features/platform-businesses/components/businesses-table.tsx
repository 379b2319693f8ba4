import { type BusinessListItem, timeZoneOptionLabel } from "@consola/shared";
import { ActionIcon, Group, Menu, Stack, Text } from "@mantine/core";
import { IconBuildingCommunity, IconDots, IconHistory, IconPower, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { BusinessStatusBadge } from "../../../components/business-status-badge";
import { ConfigTable } from "../../../components/lists/config-table";
import { RowActions } from "../../../components/lists/row-actions";
import { formatBusinessDate } from "../../../lib/time/business-time";

export type BusinessRowHandlers = {
  onEdit: (business: BusinessListItem) => void;
  onHistory: (business: BusinessListItem) => void;
  onSetActive: (business: BusinessListItem, active: boolean) => void;
  onRemove: (business: BusinessListItem) => void;
};

/** Edit, and in a menu: history, deactivate or reactivate, and remove (only once deactivated). */
function BusinessActions({ business, ...handlers }: BusinessRowHandlers & { business: BusinessListItem }) {
  const { t } = useTranslation();
  const active = business.status === "active";
  return (
    <RowActions
      editLabel={t("platformBusinesses.editOf", { name: business.name })}
      onEdit={() => handlers.onEdit(business)}
    >
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t("platformBusinesses.moreOf", { name: business.name })}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconHistory size={16} aria-hidden />}
            onClick={() => handlers.onHistory(business)}
          >
            {t("platformBusinesses.actions.history")}
          </Menu.Item>
          {active ? (
            <Menu.Item
              color="red"
              leftSection={<IconPower size={16} aria-hidden />}
              onClick={() => handlers.onSetActive(business, false)}
            >
              {t("platformBusinesses.actions.deactivate")}
            </Menu.Item>
          ) : (
            <>
              <Menu.Item
                leftSection={<IconPower size={16} aria-hidden />}
                onClick={() => handlers.onSetActive(business, true)}
              >
                {t("platformBusinesses.actions.activate")}
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => handlers.onRemove(business)}
              >
                {t("platformBusinesses.actions.remove")}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
    </RowActions>
  );
}

function NameAndRfc({ business }: { business: BusinessListItem }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {business.name}
      </Text>
      <Text size="xs" c="dimmed">
        {business.rfc}
      </Text>
    </>
  );
}

/** The businesses as a table; on a phone, as cards (a table there would hide the actions off to the side). */
export function BusinessesTable({
  businesses,
  ...handlers
}: BusinessRowHandlers & { businesses: BusinessListItem[] }) {
  const { t } = useTranslation();
  const zone = (business: BusinessListItem) => {
    try {
      return timeZoneOptionLabel(business.timeZone);
    } catch {
      // A zone this build does not know yet still shows, by its IANA name.
      return business.timeZone;
    }
  };
  return (
    <ConfigTable
      items={businesses}
      testId="businesses-table"
      rowTestId="business-row"
      minWidth={820}
      columns={[
        {
          header: t("platformBusinesses.columns.name"),
          miw: 240,
          cell: (business) => (
            <Stack gap={0}>
              <NameAndRfc business={business} />
            </Stack>
          ),
        },
        {
          header: t("platformBusinesses.columns.timeZone"),
          cell: (business) => <Text size="sm">{zone(business)}</Text>,
        },
        {
          header: t("platformBusinesses.columns.country"),
          cell: (business) => (
            <Text size="sm">{t(`platformBusinesses.countries.${business.phoneCountry}`)}</Text>
          ),
        },
        {
          header: t("platformBusinesses.columns.createdAt"),
          cell: (business) => (
            <Text size="sm" style={{ whiteSpace: "nowrap" }}>
              {formatBusinessDate(business.createdAt)}
            </Text>
          ),
        },
        {
          header: t("platformBusinesses.columns.status"),
          cell: (business) => <BusinessStatusBadge status={business.status} />,
        },
      ]}
      actions={{
        header: t("platformBusinesses.columns.actions"),
        cell: (business) => <BusinessActions business={business} {...handlers} />,
      }}
      card={(business) => (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <NameAndRfc business={business} />
            <Text size="xs">
              {t(`platformBusinesses.countries.${business.phoneCountry}`)} · {zone(business)}
            </Text>
            <BusinessStatusBadge status={business.status} />
          </Stack>
          <BusinessActions business={business} {...handlers} />
        </Group>
      )}
    />
  );
}

export const BusinessesEmptyIcon = IconBuildingCommunity;
