import { ActionIcon, Avatar, Center, Group, Loader, Menu, Stack, Text, Tooltip } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAddressBook, IconList, IconUserPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LabelChips } from "../../components/labels/label-chips";
import { labelQueries } from "../../data/labels/queries";
import { formatPhone } from "../../lib/format/phone";
import { useBusinessClock } from "../../lib/time/use-business-clock";
import { contactInitials } from "./contact-initials";
import { HeaderEmptyState } from "./header-empty-state";
import { headerQueries } from "./queries";

/** Quick access to the contacts with the latest activity (POST /api/admin/ListContact). */
export function ContactsMenu() {
  const { t } = useTranslation();
  const { formatDateTime } = useBusinessClock();
  const [opened, { open, close }] = useDisclosure(false);
  // Asked for when opened: the list is only worth a call when someone looks at it.
  const recent = useQuery({ ...headerQueries.recentContacts(), enabled: opened });
  const items = recent.data?.items ?? [];
  const labels = useQuery({ ...labelQueries.list(null), enabled: opened }).data;
  return (
    <Menu
      width={320}
      position="bottom-end"
      shadow="md"
      withArrow
      opened={opened}
      onOpen={open}
      onClose={close}
    >
      <Menu.Target>
        <Tooltip label={t("layout.contacts")} disabled={opened}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t("layout.contacts")}>
            <IconAddressBook size={20} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown data-testid="contacts-panel">
        <Menu.Label>{t("layout.recentContacts")}</Menu.Label>
        {recent.isPending ? (
          <Center py="md">
            <Loader size="sm" />
          </Center>
        ) : items.length === 0 ? (
          <HeaderEmptyState icon={<IconAddressBook size={22} />} title={t("layout.noRecentContacts")} />
        ) : (
          items.map((contact) => (
            <Menu.Item
              key={contact.id}
              component={Link}
              to={`/contact?tok=${contact.id}`}
              leftSection={
                <Avatar size={30} radius="xl" color="brand">
                  {contactInitials(contact.name || contact.phoneNumber)}
                </Avatar>
              }
            >
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Stack gap={0} miw={0}>
                  <Text size="sm" fw={500} truncate>
                    {contact.name || formatPhone(contact.phoneNumber)}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {formatPhone(contact.phoneNumber)}
                  </Text>
                  {contact.labelIds.length > 0 && <LabelChips ids={contact.labelIds} labels={labels} />}
                </Stack>
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {contact.lastMessageAt
                    ? formatDateTime(contact.lastMessageAt, "DD/MM HH:mm")
                    : t("layout.neverTalked")}
                </Text>
              </Group>
            </Menu.Item>
          ))
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to="/contact" leftSection={<IconList size={16} />}>
          {t("layout.viewAllContacts")}
        </Menu.Item>
        <Menu.Item component={Link} to="/contact?new=new" leftSection={<IconUserPlus size={16} />}>
          {t("layout.newContact")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
