import { type PlatformRole, type PlatformUser, ROLE_NAMES, type SavePlatformUserBody } from "@consola/shared";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { PersonEmailInput, PersonForm, PersonFormDrawer, PersonRoleSelect } from "./person-form";
import {
  platformUserFormRules,
  platformUserFormValues,
  toSavePlatformUserBody,
} from "./platform-user-form-values";

type PlatformUserFormDrawerProps = {
  opened: boolean;
  /** The person being edited; null creates one. */
  user: PlatformUser | null;
  /** The roles the signed-in admin may give. */
  roles: readonly PlatformRole[];
  onClose: () => void;
  onSave: (body: SavePlatformUserBody) => Promise<unknown>;
};

export function PlatformUserFormDrawer({
  opened,
  user,
  roles,
  onClose,
  onSave,
}: PlatformUserFormDrawerProps) {
  return (
    <PersonFormDrawer
      opened={opened}
      onClose={onClose}
      personId={user?.id ?? null}
      texts="platformUsers"
      size="md"
    >
      {(title) => (
        <PlatformUserForm user={user} roles={roles} title={title} onClose={onClose} onSave={onSave} />
      )}
    </PersonFormDrawer>
  );
}

type PlatformUserFormProps = Omit<PlatformUserFormDrawerProps, "opened"> & { title: string };

function PlatformUserForm({ user, roles, title, onClose, onSave }: PlatformUserFormProps) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: platformUserFormValues(user), validate: platformUserFormRules });
  return (
    <PersonForm
      form={form}
      title={title}
      creating={!user}
      onSave={(values) => onSave(toSavePlatformUserBody(values, user?.id))}
      onClose={onClose}
    >
      <PersonEmailInput form={form} />
      <PersonRoleSelect
        form={form}
        data={roles.map((role) => ({ value: role, label: ROLE_NAMES[role] }))}
        description={
          user && !user.hasAccess
            ? t("platformUsers.form.roleWithoutAccess", { role: user.roleName })
            : undefined
        }
      />
    </PersonForm>
  );
}
