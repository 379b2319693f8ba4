import type { PlatformUser } from "@consola/shared";
import { ActionIcon, Badge, Group, Menu, Stack, Text } from "@mantine/core";
import { IconDots, IconKey, IconUserCheck, IconUserOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ConfigTable } from "../../../components/lists/config-table";
import { RowActions } from "../../../components/lists/row-actions";
import type { PlatformUserRights } from "../hooks/use-platform-user-rights";

export type PlatformUserHandlers = {
  onEdit: (user: PlatformUser) => void;
  onSetActive: (user: PlatformUser, active: boolean) => void;
  onResetPassword: (user: PlatformUser) => void;
};

type PlatformUsersTableProps = PlatformUserHandlers & {
  users: PlatformUser[];
  /** The signed-in person, marked "(tú)". */
  selfId: number | null;
  rights: PlatformUserRights;
};

type RowProps = PlatformUserHandlers & { user: PlatformUser; rights: PlatformUserRights };

/** Edit, and in a menu: reset password, activate or deactivate; nothing where the server would refuse. */
function PlatformUserActions({ user, rights, onEdit, onSetActive, onResetPassword }: RowProps) {
  const { t } = useTranslation();
  if (!rights.canChange(user)) return null;
  const active = user.status === "active";
  return (
    <RowActions editLabel={t("platformUsers.editOf", { name: user.name })} onEdit={() => onEdit(user)}>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t("platformUsers.moreOf", { name: user.name })}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconKey size={16} aria-hidden />}
            disabled={!active}
            onClick={() => onResetPassword(user)}
          >
            {t("platformUsers.actions.resetPassword")}
          </Menu.Item>
          {active && rights.canDeactivate(user) && (
            <Menu.Item
              color="red"
              leftSection={<IconUserOff size={16} aria-hidden />}
              onClick={() => onSetActive(user, false)}
            >
              {t("platformUsers.actions.deactivate")}
            </Menu.Item>
          )}
          {!active && (
            <Menu.Item
              leftSection={<IconUserCheck size={16} aria-hidden />}
              onClick={() => onSetActive(user, true)}
            >
              {t("platformUsers.actions.activate")}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </RowActions>
  );
}

function NameAndEmail({ user, selfId }: { user: PlatformUser; selfId: number | null }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" fw={600}>
        {user.name}
        {user.id === selfId ? ` ${t("platformUsers.you")}` : ""}
      </Text>
      <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
        {user.email}
      </Text>
    </>
  );
}

/** The role's displayed name, and "Sin acceso" for the roles the console has no screens for. */
function RoleCell({ user }: { user: PlatformUser }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm">{user.roleName}</Text>
      {!user.hasAccess && (
        <Badge color="orange" variant="light" title={t("platformUsers.noAccessHint")} miw="fit-content">
          {t("platformUsers.noAccess")}
        </Badge>
      )}
    </Group>
  );
}

function StatusBadge({ user }: { user: PlatformUser }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={user.status === "active" ? "teal" : "gray"}
      variant="light"
      w="fit-content"
      miw="fit-content"
    >
      {t(`platformUsers.status.${user.status}`)}
    </Badge>
  );
}

/** The platform's people as a table; on a phone, as cards. */
export function PlatformUsersTable({ users, selfId, rights, ...handlers }: PlatformUsersTableProps) {
  const { t } = useTranslation();
  return (
    <ConfigTable
      items={users}
      testId="platform-users-table"
      rowTestId="platform-user-row"
      minWidth={680}
      columns={[
        {
          header: t("platformUsers.columns.name"),
          miw: 240,
          cell: (user) => (
            <Stack gap={0}>
              <NameAndEmail user={user} selfId={selfId} />
            </Stack>
          ),
        },
        { header: t("platformUsers.columns.role"), cell: (user) => <RoleCell user={user} /> },
        { header: t("platformUsers.columns.status"), cell: (user) => <StatusBadge user={user} /> },
      ]}
      actions={{
        header: t("platformUsers.columns.actions"),
        cell: (user) => <PlatformUserActions user={user} rights={rights} {...handlers} />,
      }}
      card={(user) => (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Stack gap={0}>
              <NameAndEmail user={user} selfId={selfId} />
            </Stack>
            <RoleCell user={user} />
            <StatusBadge user={user} />
          </Stack>
          <PlatformUserActions user={user} rights={rights} {...handlers} />
        </Group>
      )}
    />
  );
}
