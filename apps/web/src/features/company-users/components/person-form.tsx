import { USER_EMAIL_MAX_LENGTH, USER_MESSAGES, USER_NAME_MAX_LENGTH } from "@consola/shared";
import { Loader, Select, type SelectProps, Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SideDrawer } from "../../../components/dialogs/side-drawer";
import { FormActions } from "../../../components/form-actions";
import { FormError } from "../../../components/form-error";
import { checkOnLeave } from "../../../components/forms/check-on-leave";
import { PatternTextInput } from "../../../components/forms/pattern-text-input";
import { useServerSave } from "../../../components/forms/use-server-save";
import type { EmailCheck } from "../hooks/use-email-check";

/** What every person's form holds, a business's or the platform's. */
type PersonFields = { name: string; email: string; role: string };

type PersonFormDrawerProps = {
  opened: boolean;
  onClose: () => void;
  /** The person being edited; null creates one. */
  personId: number | null;
  /** Whose people: where the drawer's titles are in the catalogue. */
  texts: "companyUsers" | "platformUsers";
  size: "md" | "lg";
  /** The form, given the drawer's title (its accessible name too). */
  children: (title: string) => ReactNode;
};

/** The drawer a person is created or edited in, a business's (/config/companyUsers) or the platform's. */
export function PersonFormDrawer({
  opened,
  onClose,
  personId,
  texts,
  size,
  children,
}: PersonFormDrawerProps) {
  const { t } = useTranslation();
  const title = t(`${texts}.form.${personId === null ? "newTitle" : "editTitle"}`);
  return (
    <SideDrawer opened={opened} onClose={onClose} title={title} size={size}>
      {/* A new key per person: the form starts from that person's values, never the previous one's. */}
      <Fragment key={personId ?? "new"}>{children(title)}</Fragment>
    </SideDrawer>
  );
}

type PersonFormProps<Values extends PersonFields> = {
  form: UseFormReturnType<Values>;
  title: string;
  /** A new person: they get the welcome e-mail, and the form says so. */
  creating: boolean;
  /** Saves the checked values; the drawer closes once the server took them. */
  onSave: (values: Values) => Promise<unknown>;
  onClose: () => void;
  /** Holds the form back, e.g. while its e-mail is known to be someone else's. */
  blocked?: boolean;
  /** The fields after the name. */
  children: ReactNode;
};

/**
 * A person's form: the name first, the caller's fields, the welcome e-mail's note for a new person, the
 * server's refusal (a taken e-mail is marked on its field) and the buttons.
 */
export function PersonForm<Values extends PersonFields>({
  form,
  title,
  creating,
  onSave,
  onClose,
  blocked = false,
  children,
}: PersonFormProps<Values>) {
  const { t } = useTranslation();
  const { saving, serverError, run } = useServerSave();
  // Mantine cannot type a write to a field of a generic form; every person's form has a name.
  const person = form as unknown as UseFormReturnType<PersonFields>;

  const submit = form.onSubmit(async (values) => {
    if (blocked) return;
    await run(
      async () => {
        await onSave(values);
        onClose();
      },
      (message) => {
        if (message === USER_MESSAGES.emailTaken) person.setFieldError("email", message);
      },
    );
  });

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
          value={person.values.name}
          onChange={(value) => person.setFieldValue("name", value)}
          error={person.errors.name}
          onBlur={checkOnLeave(() => person.validateField("name"))}
        />
        {children}
        {creating && (
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

type PersonEmailInputProps<Values extends PersonFields> = {
  form: UseFormReturnType<Values>;
  /** Whether the address typed is free, where the form asks while one types (a business's people). */
  check?: EmailCheck;
};

/** The e-mail a person signs in with (unique on the whole platform), and whether it is free when asked. */
export function PersonEmailInput<Values extends PersonFields>({
  form,
  check,
}: PersonEmailInputProps<Values>) {
  const { t } = useTranslation();
  const input = form.getInputProps("email");
  return (
    <TextInput
      label={t("companyUsers.form.email")}
      description={
        check === "available" ? t("companyUsers.form.emailFree") : t("companyUsers.form.emailHint")
      }
      placeholder="nombre@empresa.com"
      type="email"
      autoComplete="off"
      maxLength={USER_EMAIL_MAX_LENGTH}
      withAsterisk
      rightSection={check && <EmailStatus check={check} />}
      {...input}
      error={input.error ?? (check === "taken" ? USER_MESSAGES.emailTaken : null)}
    />
  );
}

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

type PersonRoleSelectProps<Values extends PersonFields> = {
  form: UseFormReturnType<Values>;
  /** The roles the signed-in person may give. */
  data: SelectProps["data"];
  description?: string;
};

/** The person's role, one of those the signed-in person may give. */
export function PersonRoleSelect<Values extends PersonFields>({
  form,
  data,
  description,
}: PersonRoleSelectProps<Values>) {
  const { t } = useTranslation();
  return (
    <Select
      label={t("companyUsers.form.role")}
      placeholder={t("companyUsers.form.rolePlaceholder")}
      description={description}
      withAsterisk
      data={data}
      allowDeselect={false}
      {...form.getInputProps("role")}
    />
  );
}
