import { type CompanyUser, formatPhone } from "@consola/shared";
import { ActionIcon, Badge, Group, Menu, Stack, Text } from "@mantine/core";
import { IconDots, IconKey, IconUserCheck, IconUserOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ConfigTable } from "../../../components/lists/config-table";
import { RowActions } from "../../../components/lists/row-actions";

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
    <RowActions editLabel={t("companyUsers.editOf", { name: user.name })} onEdit={() => onEdit(user)}>
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
    </RowActions>
  );
}

/** Name (with "(tú)" for the signed-in person) and e-mail, the first thing a row and a card show. */
function NameAndEmail({ user, selfId }: { user: CompanyUser; selfId: number | null }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" fw={600}>
        {user.name}
        {user.id === selfId ? ` ${t("companyUsers.you")}` : ""}
      </Text>
      <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
        {user.email}
      </Text>
    </>
  );
}

/** The people as a table; on a phone, as cards (a table there would hide the actions off to the side). */
export function UsersTable({ users, selfId, onEdit, onSetActive, onResetPassword }: UsersTableProps) {
  const { t } = useTranslation();
  const handlers = { onEdit, onSetActive, onResetPassword };
  return (
    <ConfigTable
      items={users}
      testId="users-table"
      rowTestId="user-row"
      minWidth={760}
      columns={[
        {
          header: t("companyUsers.columns.name"),
          miw: 220,
          cell: (user) => (
            <Stack gap={0}>
              <NameAndEmail user={user} selfId={selfId} />
              {(user.nickname || user.position) && (
                <Text size="xs" c="dimmed">
                  {[user.nickname, user.position].filter(Boolean).join(" · ")}
                </Text>
              )}
            </Stack>
          ),
        },
        { header: t("companyUsers.columns.role"), cell: (user) => <Text size="sm">{user.roleName}</Text> },
        {
          header: t("companyUsers.columns.area"),
          cell: (user) => (
            <Text size="sm" c={user.areaName ? undefined : "dimmed"}>
              {user.areaName ?? t("companyUsers.noArea")}
            </Text>
          ),
        },
        {
          header: t("companyUsers.columns.phone"),
          cell: (user) => (
            <Text size="sm" style={{ whiteSpace: "nowrap" }}>
              {user.phone ? formatPhone(user.phone) : "—"}
            </Text>
          ),
        },
        {
          header: t("companyUsers.columns.status"),
          cell: (user) => (
            <Badge color={user.status === "active" ? "teal" : "gray"} variant="light">
              {t(`companyUsers.status.${user.status}`)}
            </Badge>
          ),
        },
      ]}
      actions={{
        header: t("companyUsers.columns.actions"),
        cell: (user) => <UserActions user={user} {...handlers} />,
      }}
      card={(user) => (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <NameAndEmail user={user} selfId={selfId} />
            <Text size="xs">
              {user.roleName} · {user.areaName ?? t("companyUsers.noArea")}
            </Text>
            <Badge color={user.status === "active" ? "teal" : "gray"} variant="light" mt={4} w="fit-content">
              {t(`companyUsers.status.${user.status}`)}
            </Badge>
          </Stack>
          <UserActions user={user} {...handlers} />
        </Group>
      )}
    />
  );
}
