import type { UserStatus } from "@consola/shared";
import { ActionIcon, Badge, Menu, Text } from "@mantine/core";
import { IconDots, IconKey, IconUserCheck, IconUserOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { RowActions } from "../../../components/lists/row-actions";

/** What a row of people shows and acts on: a business's person or the platform's. */
export type Person = { id: number; name: string; email: string; status: UserStatus };

export type PersonHandlers<P extends Person> = {
  onEdit: (person: P) => void;
  onSetActive: (person: P, active: boolean) => void;
  onResetPassword: (person: P) => void;
};

type PersonActionsProps<P extends Person> = PersonHandlers<P> & {
  person: P;
  /** False where the server would refuse (the signed-in person, a Super for a VocomAdmin). */
  canDeactivate?: boolean;
};

/** Edit, and in a menu: reset password, activate or deactivate. */
export function PersonActions<P extends Person>({
  person,
  canDeactivate = true,
  onEdit,
  onSetActive,
  onResetPassword,
}: PersonActionsProps<P>) {
  const { t } = useTranslation();
  const active = person.status === "active";
  return (
    <RowActions editLabel={t("companyUsers.editOf", { name: person.name })} onEdit={() => onEdit(person)}>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t("companyUsers.moreOf", { name: person.name })}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconKey size={16} aria-hidden />}
            disabled={!active}
            onClick={() => onResetPassword(person)}
          >
            {t("companyUsers.actions.resetPassword")}
          </Menu.Item>
          {active && canDeactivate && (
            <Menu.Item
              color="red"
              leftSection={<IconUserOff size={16} aria-hidden />}
              onClick={() => onSetActive(person, false)}
            >
              {t("companyUsers.actions.deactivate")}
            </Menu.Item>
          )}
          {!active && (
            <Menu.Item
              leftSection={<IconUserCheck size={16} aria-hidden />}
              onClick={() => onSetActive(person, true)}
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
export function NameAndEmail({ person, selfId }: { person: Person; selfId: number | null }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" fw={600}>
        {person.name}
        {person.id === selfId ? ` ${t("companyUsers.you")}` : ""}
      </Text>
      <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
        {person.email}
      </Text>
    </>
  );
}

/** Activo / Inactivo, at least as wide as its word so a narrow cell never cuts it. */
export function PersonStatusBadge({ person }: { person: Person }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={person.status === "active" ? "teal" : "gray"}
      variant="light"
      w="fit-content"
      miw="fit-content"
    >
      {t(`companyUsers.status.${person.status}`)}
    </Badge>
  );
}
