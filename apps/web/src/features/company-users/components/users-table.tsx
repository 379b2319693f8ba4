import type { CompanyUser } from "@consola/shared";
import { Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ConfigTable } from "../../../components/lists/config-table";
import { formatPhone } from "../../../lib/format/phone";
import { NameAndEmail, PersonActions, PersonStatusBadge } from "./person-row";

type UsersTableProps = {
  users: CompanyUser[];
  /** The signed-in person, marked "(tú)". */
  selfId: number | null;
  onEdit: (user: CompanyUser) => void;
  onSetActive: (user: CompanyUser, active: boolean) => void;
  onResetPassword: (user: CompanyUser) => void;
};

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
              <NameAndEmail person={user} selfId={selfId} />
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
          cell: (user) => <PersonStatusBadge person={user} />,
        },
      ]}
      actions={{
        header: t("companyUsers.columns.actions"),
        cell: (user) => <PersonActions person={user} {...handlers} />,
      }}
      card={(user) => (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <NameAndEmail person={user} selfId={selfId} />
            <Text size="xs">
              {user.roleName} · {user.areaName ?? t("companyUsers.noArea")}
            </Text>
            <Stack mt={4}>
              <PersonStatusBadge person={user} />
            </Stack>
          </Stack>
          <PersonActions person={user} {...handlers} />
        </Group>
      )}
    />
  );
}
