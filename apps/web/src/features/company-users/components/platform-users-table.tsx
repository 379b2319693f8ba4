import type { PlatformUser } from "@consola/shared";
import { Badge, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ConfigTable } from "../../../components/lists/config-table";
import type { PlatformUserRights } from "../hooks/use-platform-user-rights";
import { NameAndEmail, PersonActions, type PersonHandlers, PersonStatusBadge } from "./person-row";

export type PlatformUserHandlers = PersonHandlers<PlatformUser>;

type PlatformUsersTableProps = PlatformUserHandlers & {
  users: PlatformUser[];
  /** The signed-in person, marked "(tú)". */
  selfId: number | null;
  rights: PlatformUserRights;
};

type RowProps = PlatformUserHandlers & { user: PlatformUser; rights: PlatformUserRights };

/** Nothing where the server would refuse; otherwise the people tables' one actions menu. */
function PlatformUserActions({ user, rights, ...handlers }: RowProps) {
  if (!rights.canChange(user)) return null;
  return <PersonActions person={user} canDeactivate={rights.canDeactivate(user)} {...handlers} />;
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
          header: t("companyUsers.columns.name"),
          miw: 240,
          cell: (user) => (
            <Stack gap={0}>
              <NameAndEmail person={user} selfId={selfId} />
            </Stack>
          ),
        },
        { header: t("companyUsers.columns.role"), cell: (user) => <RoleCell user={user} /> },
        { header: t("companyUsers.columns.status"), cell: (user) => <PersonStatusBadge person={user} /> },
      ]}
      actions={{
        header: t("companyUsers.columns.actions"),
        cell: (user) => <PlatformUserActions user={user} rights={rights} {...handlers} />,
      }}
      card={(user) => (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Stack gap={0}>
              <NameAndEmail person={user} selfId={selfId} />
            </Stack>
            <RoleCell user={user} />
            <PersonStatusBadge person={user} />
          </Stack>
          <PlatformUserActions user={user} rights={rights} {...handlers} />
        </Group>
      )}
    />
  );
}
