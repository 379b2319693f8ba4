import {
  type AddContactBody,
  CONTACT_ADDRESS_MAX_LENGTH,
  CONTACT_COMMENTS_MAX_LENGTH,
  CONTACT_FIELD_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  type ContactDetail,
  type ContactField,
  DEFAULT_PHONE_COUNTRY,
} from "@consola/shared";
import { Divider, SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { FormError } from "../../../components/form-error";
import { PatternTextInput } from "../../../components/forms/pattern-text-input";
import { PhoneInput } from "../../../components/forms/phone-input";
import { useServerSave } from "../../../components/forms/use-server-save";
import type { InputPattern } from "../../../lib/forms/input-patterns";
import { useSession } from "../../../lib/session/use-session";
import type { ContactPrefill } from "../../../lib/url/contact-prefill";
import {
  type ContactFormValues,
  contactBody,
  contactFormErrors,
  DETAIL_FIELDS,
  FIELD_PATTERNS,
  fieldOfMessage,
  initialValues,
} from "./contact-form-values";
import { CustomFieldInput } from "./custom-field-input";

type ContactFormProps = {
  contact: ContactDetail | null;
  /** A new contact's starting values (a shared contact card); ignored when editing. */
  prefill?: ContactPrefill | null;
  /** The business's custom fields, in the order the form shows them. */
  fields: readonly ContactField[];
  onSubmit: (body: AddContactBody) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * Create or edit a contact with the spec's input patterns and the business's custom fields; the server's
 * first message shows beside it.
 */
export function ContactForm({ contact, prefill = null, fields, onSubmit, onCancel }: ContactFormProps) {
  const { t } = useTranslation();
  const { business } = useSession();
  const context = { fields, country: business?.phoneCountry ?? DEFAULT_PHONE_COUNTRY };
  const { saving, serverError, run } = useServerSave();
  const form = useForm<ContactFormValues>({
    initialValues: initialValues(contact, contact ? null : prefill, fields),
    validate: contactFormErrors(contact, context),
  });

  const field = (name: keyof ContactFormValues) => form.getInputProps(name);
  // Characters outside a field's pattern are not taken, with a hint (spec section 5, decision 008).
  const patterned = (name: Exclude<keyof ContactFormValues, "custom" | "optIn">, pattern: InputPattern) => ({
    ...form.getInputProps(name),
    value: form.values[name],
    pattern,
    onChange: (value: string) => form.setFieldValue(name, value),
  });

  const submit = form.onSubmit((values) =>
    run(
      () => onSubmit(contactBody(values, contact, context)),
      (message) => {
        const target = fieldOfMessage(message, fields);
        if (target) form.setFieldError(target, message);
      },
    ),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t(contact ? "contacts.form.editTitle" : "contacts.form.newTitle")}
    >
      <Stack gap="md">
        <Divider label={t("contacts.form.main")} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <PatternTextInput
            label={t("contacts.form.name")}
            placeholder={t("contacts.form.namePlaceholder")}
            description={t("contacts.form.nameHint")}
            required
            maxLength={CONTACT_NAME_MAX_LENGTH}
            data-autofocus
            {...patterned("name", "name")}
          />
          <PhoneInput
            label={t("contacts.form.phone")}
            description={t("phoneInput.hint")}
            required
            {...form.getInputProps("phoneNumber")}
            value={form.values.phoneNumber}
            onChange={(value) => form.setFieldValue("phoneNumber", value)}
          />
          <TextInput
            label={t("contacts.form.email")}
            placeholder={t("contacts.form.emailPlaceholder")}
            type="email"
            maxLength={CONTACT_FIELD_MAX_LENGTH}
            {...field("email")}
          />
          <PatternTextInput
            label={t("contacts.form.address")}
            placeholder={t("contacts.form.addressPlaceholder")}
            maxLength={CONTACT_ADDRESS_MAX_LENGTH}
            {...patterned("address", "address")}
          />
        </SimpleGrid>
        {/* A known contact's consent changes through the opt-in and opt-out actions, which ask first. */}
        {!contact && (
          <Switch
            label={t("contacts.form.optIn")}
            description={t("contacts.form.optInHint")}
            {...form.getInputProps("optIn", { type: "checkbox" })}
          />
        )}
        <Divider label={t("contacts.form.extra")} labelPosition="left" mt="xs" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {DETAIL_FIELDS.map((name) => (
            <PatternTextInput
              key={name}
              label={t(`contacts.form.${name}`)}
              placeholder={name === "channelPhone" ? t("contacts.form.channelPhoneHint") : undefined}
              inputMode={name === "channelPhone" ? "numeric" : undefined}
              maxLength={CONTACT_FIELD_MAX_LENGTH}
              {...patterned(name, FIELD_PATTERNS[name] ?? "address")}
            />
          ))}
          {fields.map((field) => {
            const path = `custom.${field.key}`;
            const { error, onBlur } = form.getInputProps(path);
            return (
              <CustomFieldInput
                key={field.id}
                field={field}
                value={form.values.custom[field.key] ?? ""}
                onChange={(value) => form.setFieldValue(path, value)}
                onBlur={onBlur}
                error={error}
              />
            );
          })}
        </SimpleGrid>
        <Textarea
          label={t("contacts.form.comments")}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={CONTACT_COMMENTS_MAX_LENGTH}
          {...field("comments")}
        />
        <FormError message={serverError} data-testid="form-error" />
        <FormActions
          cancelLabel={t("contacts.form.cancel")}
          onCancel={onCancel}
          submitLabel={t("contacts.form.save")}
          busy={saving}
        />
      </Stack>
    </form>
  );
}
