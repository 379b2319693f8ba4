import { CONTACT_REGISTER_TYPE_NAMES, type ContactListItem, type Label } from "@consola/shared";
import { ActionIcon, Anchor, Badge, Box, Checkbox, Group, Menu, Stack, Table, Text } from "@mantine/core";
import { IconBellOff, IconBellRinging, IconDots, IconEye, IconPencil } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { RowSelection } from "../../../components/bulk/use-row-selection";
import { LabelChips } from "../../../components/labels/label-chips";
import { formatPhone } from "../../../lib/format/phone";
import { useBusinessClock } from "../../../lib/time/use-business-clock";
import { OptBadge } from "./opt-badge";

type ContactsTableProps = {
  contacts: ContactListItem[];
  onView: (contact: ContactListItem) => void;
  onEdit: (contact: ContactListItem) => void;
  onOpt: (contact: ContactListItem) => void;
  /** The business's labels, which name each contact's chips. */
  labels?: readonly Label[] | undefined;
  /** Given, each row gets a checkbox and the header one for the whole page (bulk actions). */
  selection?: RowSelection<number> | undefined;
};

/** One page of contacts (50, spec section 9); the name opens the detail. */
export function ContactsTable({ contacts, onView, onEdit, onOpt, labels, selection }: ContactsTableProps) {
  const { t } = useTranslation();
  const { formatDateTime } = useBusinessClock();
  return (
    <Table.ScrollContainer minWidth={selection ? 920 : 880}>
      <Table
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing="sm"
        stickyHeader
        data-testid="contacts-table"
      >
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={1} pr={0}>
                <Checkbox aria-label={t("bulk.selection.selectPage")} {...selection.pageProps()} />
              </Table.Th>
            )}
            <Table.Th>{t("contacts.columns.name")}</Table.Th>
            <Table.Th>{t("contacts.columns.phone")}</Table.Th>
            <Table.Th>{t("contacts.columns.address")}</Table.Th>
            <Table.Th>{t("contacts.columns.registered")}</Table.Th>
            <Table.Th>{t("contacts.columns.messages")}</Table.Th>
            <Table.Th ta="right">{t("contacts.columns.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {contacts.map((contact) => (
            <Table.Tr
              key={contact.id}
              data-testid="contact-row"
              bg={selection?.isSelected(contact.id) ? "var(--mantine-color-blue-0)" : undefined}
            >
              {selection && (
                <Table.Td w={1} pr={0}>
                  <Checkbox
                    aria-label={t("bulk.selection.selectRow", { name: contact.name })}
                    data-testid="contact-select"
                    {...selection.rowProps(contact.id)}
                  />
                </Table.Td>
              )}
              <Table.Td miw={200}>
                <Anchor
                  component="button"
                  type="button"
                  fw={600}
                  size="sm"
                  c="var(--consola-title)"
                  ta="left"
                  onClick={() => onView(contact)}
                  aria-label={t("contacts.actions.viewOf", { name: contact.name })}
                >
                  {contact.name}
                </Anchor>
                {contact.labelIds.length > 0 && (
                  <Box mt={4} maw={280}>
                    <LabelChips ids={contact.labelIds} labels={labels} />
                  </Box>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                  {formatPhone(contact.phoneNumber)}
                </Text>
              </Table.Td>
              <Table.Td maw={280}>
                <Text size="sm" c={contact.address ? undefined : "dimmed"} lineClamp={2}>
                  {contact.address || "—"}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                    {formatDateTime(contact.dateRegister, "YYYY-MM-DD")}
                  </Text>
                  <Badge
                    size="xs"
                    variant="outline"
                    color="gray"
                    radius="sm"
                    styles={{ root: { textTransform: "none" } }}
                  >
                    {CONTACT_REGISTER_TYPE_NAMES[contact.typeRegister]}
                  </Badge>
                </Stack>
              </Table.Td>
              <Table.Td>
                <OptBadge optIn={contact.optIn} />
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    onClick={() => onView(contact)}
                    aria-label={t("contacts.actions.viewOf", { name: contact.name })}
                  >
                    <IconEye size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    onClick={() => onEdit(contact)}
                    aria-label={t("contacts.actions.editOf", { name: contact.name })}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                  <Menu position="bottom-end" withinPortal shadow="md">
                    <Menu.Target>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t("contacts.actions.more", { name: contact.name })}
                      >
                        <IconDots size={16} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item
                        leftSection={
                          contact.optIn ? <IconBellOff size={16} /> : <IconBellRinging size={16} />
                        }
                        color={contact.optIn ? "orange" : "teal"}
                        onClick={() => onOpt(contact)}
                      >
                        {contact.optIn ? t("contacts.actions.optOut") : t("contacts.actions.optIn")}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
