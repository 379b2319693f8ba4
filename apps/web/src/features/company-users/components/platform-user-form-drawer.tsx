import {
  type PlatformRole,
  type PlatformUser,
  ROLE_NAMES,
  type SavePlatformUserBody,
  USER_EMAIL_MAX_LENGTH,
  USER_MESSAGES,
  USER_NAME_MAX_LENGTH,
} from "@consola/shared";
import { Select, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { SideDrawer } from "../../../components/dialogs/side-drawer";
import { FormActions } from "../../../components/form-actions";
import { FormError } from "../../../components/form-error";
import { PatternTextInput } from "../../../components/forms/pattern-text-input";
import { useServerSave } from "../../../components/forms/use-server-save";
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
  const { t } = useTranslation();
  const title = t(user ? "platformUsers.form.editTitle" : "platformUsers.form.newTitle");
  return (
    <SideDrawer opened={opened} onClose={onClose} title={title} size="md">
      {/* A new key per person: the form starts from that person's values, never the previous one's. */}
      <PlatformUserForm
        key={user?.id ?? "new"}
        user={user}
        roles={roles}
        title={title}
        onClose={onClose}
        onSave={onSave}
      />
    </SideDrawer>
  );
}

type PlatformUserFormProps = Omit<PlatformUserFormDrawerProps, "opened"> & { title: string };

function PlatformUserForm({ user, roles, title, onClose, onSave }: PlatformUserFormProps) {
  const { t } = useTranslation();
  const { saving, serverError, run } = useServerSave();
  const form = useForm({ initialValues: platformUserFormValues(user), validate: platformUserFormRules });

  const submit = form.onSubmit(async (values) => {
    await run(
      async () => {
        await onSave(toSavePlatformUserBody(values, user?.id));
        onClose();
      },
      (message) => {
        if (message === USER_MESSAGES.emailTaken) form.setFieldError("email", message);
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="md">
        <PatternTextInput
          pattern="name"
          label={t("platformUsers.form.name")}
          placeholder={t("platformUsers.form.namePlaceholder")}
          maxLength={USER_NAME_MAX_LENGTH}
          withAsterisk
          data-autofocus
          value={form.values.name}
          onChange={(value) => form.setFieldValue("name", value)}
          error={form.errors.name}
          onBlur={() => form.validateField("name")}
        />
        <TextInput
          label={t("platformUsers.form.email")}
          description={t("platformUsers.form.emailHint")}
          placeholder="nombre@empresa.com"
          type="email"
          autoComplete="off"
          maxLength={USER_EMAIL_MAX_LENGTH}
          withAsterisk
          {...form.getInputProps("email")}
        />
        <Select
          label={t("platformUsers.form.role")}
          placeholder={t("platformUsers.form.rolePlaceholder")}
          description={
            user && !user.hasAccess
              ? t("platformUsers.form.roleWithoutAccess", { role: user.roleName })
              : undefined
          }
          withAsterisk
          data={roles.map((role) => ({ value: role, label: ROLE_NAMES[role] }))}
          allowDeselect={false}
          {...form.getInputProps("role")}
        />
        {!user && (
          <Text size="sm" c="dimmed">
            {t("platformUsers.form.welcomeHint")}
          </Text>
        )}
        <FormError message={serverError} />
        <FormActions
          cancelLabel={t("platformUsers.form.cancel")}
          onCancel={onClose}
          submitLabel={t("platformUsers.form.save")}
          busy={saving}
        />
      </Stack>
    </form>
  );
}
