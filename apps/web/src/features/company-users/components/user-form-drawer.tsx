import {
  type CompanyUser,
  type SaveUserBody,
  USER_EMAIL_MAX_LENGTH,
  USER_FIELD_MAX_LENGTH,
  USER_MAX_OPEN_CHATS,
  USER_MESSAGES,
  USER_NAME_MAX_LENGTH,
} from "@consola/shared";
import { Loader, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { SideDrawer } from "../../../components/dialogs/side-drawer";
import { FormActions } from "../../../components/form-actions";
import { FormError } from "../../../components/form-error";
import { PatternTextInput } from "../../../components/forms/pattern-text-input";
import { PhoneInput } from "../../../components/forms/phone-input";
import { useServerSave } from "../../../components/forms/use-server-save";
import { useAreaOptions } from "../../../data/config/area-options-api";
import { useBusinessRoles } from "../hooks/use-company-users";
import { type EmailCheck, useEmailCheck } from "../hooks/use-email-check";
import { toSaveUserBody, userFormRules, userFormValues } from "./user-form-values";

type UserFormDrawerProps = {
  opened: boolean;
  /** Whose people: the areas offered and the e-mail check name the same business as the list. */
  /** The person being edited; null creates one. */
  user: CompanyUser | null;
  /** Country of numbers typed without a country code (the business's). */
  phoneCountry: string;
  onClose: () => void;
  onSave: (body: SaveUserBody) => Promise<unknown>;
};

export function UserFormDrawer({ opened, user, phoneCountry, onClose, onSave }: UserFormDrawerProps) {
  const { t } = useTranslation();
  const title = t(user ? "companyUsers.form.editTitle" : "companyUsers.form.newTitle");
  return (
    <SideDrawer opened={opened} onClose={onClose} title={title} size="lg">
      {/* A new key per person: the form starts from that person's values, never the previous one's. */}
      <UserForm
        key={user?.id ?? "new"}
        user={user}
        title={title}
        phoneCountry={phoneCountry}
        onClose={onClose}
        onSave={onSave}
      />
    </SideDrawer>
  );
}

type UserFormProps = Omit<UserFormDrawerProps, "opened"> & { title: string };

function EmailStatus({ check }: { check: EmailCheck }) {
  const { t } = useTranslation();
  if (check === "checking") return <Loader size={14} aria-label={t("companyUsers.form.emailChecking")} />;
  if (check === "available")
    return (
      <IconCircleCheck
        size={18}
        color="var(--mantine-color-teal-7)"
        aria-label={t("companyUsers.form.emailFree")}
      />
    );
  if (check === "taken")
    return <IconAlertTriangle size={18} color="var(--mantine-color-red-7)" aria-hidden />;
  return null;
}

function UserForm({ user, title, phoneCountry, onClose, onSave }: UserFormProps) {
  const { t } = useTranslation();
  const roles = useBusinessRoles();
  const areas = useAreaOptions();
  const { saving, serverError, run } = useServerSave();
  const form = useForm({ initialValues: userFormValues(user), validate: userFormRules });
  const emailCheck = useEmailCheck(form.values.email, {
    ...(user ? { userId: user.id, ownEmail: user.email } : {}),
  });
  const emailError = form.errors.email ?? (emailCheck === "taken" ? USER_MESSAGES.emailTaken : null);

  const submit = form.onSubmit(async (values) => {
    if (emailCheck === "taken") return;
    await run(
      async () => {
        await onSave(toSaveUserBody(values, user?.id));
        onClose();
      },
      (message) => {
        if (message === USER_MESSAGES.emailTaken) form.setFieldError("email", message);
      },
    );
  });

  const areaData = [
    { value: "", label: t("companyUsers.noArea") },
    ...(areas.data ?? []).map((area) => ({ value: String(area.id), label: area.name })),
  ];

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="md">
        <PatternTextInput
          pattern="name"
          label={t("companyUsers.form.name")}
          placeholder={t("companyUsers.form.namePlaceholder")}
          maxLength={USER_NAME_MAX_LENGTH}
          withAsterisk
          data-autofocus
          value={form.values.name}
          onChange={(value) => form.setFieldValue("name", value)}
          error={form.errors.name}
          onBlur={() => form.validateField("name")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t("companyUsers.form.nickname")}
            maxLength={USER_FIELD_MAX_LENGTH}
            {...form.getInputProps("nickname")}
          />
          <TextInput
            label={t("companyUsers.form.position")}
            maxLength={USER_FIELD_MAX_LENGTH}
            {...form.getInputProps("position")}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t("companyUsers.form.role")}
            placeholder={t("companyUsers.form.rolePlaceholder")}
            withAsterisk
            data={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
            allowDeselect={false}
            {...form.getInputProps("role")}
          />
          <Select
            label={t("companyUsers.form.area")}
            data={areaData}
            allowDeselect={false}
            {...form.getInputProps("areaId")}
          />
        </SimpleGrid>
        <TextInput
          label={t("companyUsers.form.email")}
          description={
            emailCheck === "available" ? t("companyUsers.form.emailFree") : t("companyUsers.form.emailHint")
          }
          placeholder="nombre@empresa.com"
          type="email"
          autoComplete="off"
          maxLength={USER_EMAIL_MAX_LENGTH}
          withAsterisk
          rightSection={<EmailStatus check={emailCheck} />}
          {...form.getInputProps("email")}
          error={emailError}
        />
        <PhoneInput
          label={t("companyUsers.form.phone")}
          withAsterisk
          defaultCountry={phoneCountry}
          value={form.values.phone}
          onChange={(value) => form.setFieldValue("phone", value)}
          error={form.errors.phone}
          onBlur={() => form.validateField("phone")}
        />
        <NumberInput
          label={t("companyUsers.form.maxOpenChats")}
          description={t("companyUsers.form.maxOpenChatsHint")}
          placeholder={t("companyUsers.form.maxOpenChatsPlaceholder")}
          min={USER_MAX_OPEN_CHATS.min}
          max={USER_MAX_OPEN_CHATS.max}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps("maxOpenChats")}
        />
        {!user && (
          <Text size="sm" c="dimmed">
            {t("companyUsers.form.welcomeHint")}
          </Text>
        )}
        <FormError message={serverError} />
        <FormActions
          cancelLabel={t("companyUsers.form.cancel")}
          onCancel={onClose}
          submitLabel={t("companyUsers.form.save")}
          busy={saving}
        />
      </Stack>
    </form>
  );
}
