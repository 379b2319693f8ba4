import {
  type CompanyUser,
  type SaveUserBody,
  USER_FIELD_MAX_LENGTH,
  USER_MAX_OPEN_CHATS,
} from "@consola/shared";
import { NumberInput, Select, SimpleGrid, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { checkOnLeave } from "../../../components/forms/check-on-leave";
import { PhoneInput } from "../../../components/forms/phone-input";
import { useAreaOptions } from "../../../data/config/area-options-api";
import { useBusinessRoles } from "../hooks/use-company-users";
import { useEmailCheck } from "../hooks/use-email-check";
import { PersonEmailInput, PersonForm, PersonFormDrawer, PersonRoleSelect } from "./person-form";
import { toSaveUserBody, userFormRules, userFormValues } from "./user-form-values";

type UserFormDrawerProps = {
  opened: boolean;
  /** The person being edited; null creates one. */
  user: CompanyUser | null;
  /** Country of numbers typed without a country code (the business's). */
  phoneCountry: string;
  onClose: () => void;
  onSave: (body: SaveUserBody) => Promise<unknown>;
};

export function UserFormDrawer({ opened, user, phoneCountry, onClose, onSave }: UserFormDrawerProps) {
  return (
    <PersonFormDrawer
      opened={opened}
      onClose={onClose}
      personId={user?.id ?? null}
      texts="companyUsers"
      size="lg"
    >
      {(title) => (
        <UserForm user={user} title={title} phoneCountry={phoneCountry} onClose={onClose} onSave={onSave} />
      )}
    </PersonFormDrawer>
  );
}

type UserFormProps = Omit<UserFormDrawerProps, "opened"> & { title: string };

function UserForm({ user, title, phoneCountry, onClose, onSave }: UserFormProps) {
  const { t } = useTranslation();
  const roles = useBusinessRoles();
  const areas = useAreaOptions();
  const form = useForm({ initialValues: userFormValues(user), validate: userFormRules });
  const emailCheck = useEmailCheck(form.values.email, {
    ...(user ? { userId: user.id, ownEmail: user.email } : {}),
  });

  const areaData = [
    { value: "", label: t("companyUsers.noArea") },
    ...(areas.data ?? []).map((area) => ({ value: String(area.id), label: area.name })),
  ];

  return (
    <PersonForm
      form={form}
      title={title}
      creating={!user}
      blocked={emailCheck === "taken"}
      onSave={(values) => onSave(toSaveUserBody(values, user?.id))}
      onClose={onClose}
    >
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
        <PersonRoleSelect
          form={form}
          data={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
        />
        <Select
          label={t("companyUsers.form.area")}
          data={areaData}
          allowDeselect={false}
          {...form.getInputProps("areaId")}
        />
      </SimpleGrid>
      <PersonEmailInput form={form} check={emailCheck} />
      <PhoneInput
        label={t("companyUsers.form.phone")}
        withAsterisk
        defaultCountry={phoneCountry}
        value={form.values.phone}
        onChange={(value) => form.setFieldValue("phone", value)}
        error={form.errors.phone}
        onBlur={checkOnLeave(() => form.validateField("phone"))}
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
    </PersonForm>
  );
}
