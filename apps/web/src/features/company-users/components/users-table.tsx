import { BREAKPOINT_MOBILE_PX, type CompanyUser, formatPhone } from "@consola/shared";
import { ActionIcon, Badge, Group, Menu, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconDots, IconKey, IconPencil, IconUserCheck, IconUserOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

type UsersTableProps = {
  users: CompanyUser[];
  /** The signed-in person, marked "(tú)". */
  selfId: number | null;
  onEdit: (user: CompanyUser) => void;
  onSetActive: (user: CompanyUser, active: boolean) => void;
  onResetPassword: (user: CompanyUser) => void;
};

type Handlers = Pick<UsersTableProps, "onEdit" | "onSetActive" | "onResetPassword">;

/** Edit, and in a menu: reset password, activate or deactivate. */
function UserActions({ user, onEdit, onSetActive, onResetPassword }: Handlers & { user: CompanyUser }) {
  const { t } = useTranslation();
  const active = user.status === "active";
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <ActionIcon
        variant="subtle"
        onClick={() => onEdit(user)}
        aria-label={t("companyUsers.editOf", { name: user.name })}
      >
        <IconPencil size={16} />
      </ActionIcon>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t("companyUsers.moreOf", { name: user.name })}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconKey size={16} aria-hidden />}
            disabled={!active}
            onClick={() => onResetPassword(user)}
          >
            {t("companyUsers.actions.resetPassword")}
          </Menu.Item>
          {active ? (
            <Menu.Item
              color="red"
              leftSection={<IconUserOff size={16} aria-hidden />}
              onClick={() => onSetActive(user, false)}
            >
              {t("companyUsers.actions.deactivate")}
            </Menu.Item>
          ) : (
            <Menu.Item
              leftSection={<IconUserCheck size={16} aria-hidden />}
              onClick={() => onSetActive(user, true)}
            >
              {t("companyUsers.actions.activate")}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

/** The people as a table; on a phone, as cards (a table there would hide the actions off to the side). */
export function UsersTable({ users, selfId, onEdit, onSetActive, onResetPassword }: UsersTableProps) {
  const { t } = useTranslation();
  const handlers = { onEdit, onSetActive, onResetPassword };
  const phone = useMediaQuery(`(max-width: ${BREAKPOINT_MOBILE_PX}px)`) ?? false;
  if (phone) {
    return (
      <Stack gap={0} data-testid="users-table">
        {users.map((user) => (
          <Group
            key={user.id}
            data-testid="user-row"
            p="md"
            gap="sm"
            wrap="nowrap"
            align="flex-start"
            style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
          >
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {user.name}
                {user.id === selfId ? ` ${t("companyUsers.you")}` : ""}
              </Text>
              <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
                {user.email}
              </Text>
              <Text size="xs">
                {user.roleName} · {user.areaName ?? t("companyUsers.noArea")}
              </Text>
              <Badge
                color={user.status === "active" ? "teal" : "gray"}
                variant="light"
                mt={4}
                w="fit-content"
              >
                {t(`companyUsers.status.${user.status}`)}
              </Badge>
            </Stack>
            <UserActions user={user} {...handlers} />
          </Group>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" data-testid="users-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("companyUsers.columns.name")}</Table.Th>
            <Table.Th>{t("companyUsers.columns.role")}</Table.Th>
            <Table.Th>{t("companyUsers.columns.area")}</Table.Th>
            <Table.Th>{t("companyUsers.columns.phone")}</Table.Th>
            <Table.Th>{t("companyUsers.columns.status")}</Table.Th>
            <Table.Th ta="right">{t("companyUsers.columns.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const active = user.status === "active";
            return (
              <Table.Tr key={user.id} data-testid="user-row">
                <Table.Td miw={220}>
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {user.name}
                      {user.id === selfId ? ` ${t("companyUsers.you")}` : ""}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
                      {user.email}
                    </Text>
                    {(user.nickname || user.position) && (
                      <Text size="xs" c="dimmed">
                        {[user.nickname, user.position].filter(Boolean).join(" · ")}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{user.roleName}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={user.areaName ? undefined : "dimmed"}>
                    {user.areaName ?? t("companyUsers.noArea")}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                    {user.phone ? formatPhone(user.phone) : "—"}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={active ? "teal" : "gray"} variant="light">
                    {t(`companyUsers.status.${user.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td w={110}>
                  <UserActions user={user} {...handlers} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
