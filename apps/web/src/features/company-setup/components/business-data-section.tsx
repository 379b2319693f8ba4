import {
  BUSINESS_ADDRESS_MAX_LENGTH,
  BUSINESS_EMAIL_MAX_LENGTH,
  BUSINESS_NAME_MAX_LENGTH,
  type BusinessDataFields,
  businessDataErrors,
  type MyBusiness,
  PERSON_TYPE_NAMES,
  PERSON_TYPES,
  type PersonType,
  type SaveMyBusinessBody,
} from "@consola/shared";
import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../components/form-error";
import { PhoneInput } from "../../../components/forms/phone-input";
import { Panel } from "../../../components/panel";
import { errorMessage } from "../../../lib/api/error-message";

type Values = BusinessDataFields;

const valuesOf = (business: MyBusiness): Values => ({
  name: business.name,
  rfc: business.rfc,
  personType: business.personType,
  phone: business.phone,
  email: business.contact.email,
  address: business.address,
  postalCode: business.postalCode,
});

/** The same rules as the server (the shared schema), so every message is the one the server would send. */
const validate = (values: Values) => businessDataErrors(values);

type BusinessDataSectionProps = {
  business: MyBusiness;
  onSave: (body: SaveMyBusinessBody) => Promise<unknown>;
};

/** Name, RFC, person type, phone, e-mail, address and postal code of the business. */
export function BusinessDataSection({ business, onSave }: BusinessDataSectionProps) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>({ initialValues: valuesOf(business), validate });

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setServerError(null);
    try {
      await onSave(values);
      form.resetDirty();
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  });

  return (
    <Panel title={t("companySetup.data.title")} description={t("companySetup.data.description")}>
      <form onSubmit={submit} noValidate aria-label={t("companySetup.data.title")}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label={t("companySetup.data.name")}
              required
              maxLength={BUSINESS_NAME_MAX_LENGTH}
              autoComplete="organization"
              {...form.getInputProps("name")}
            />
            <Stack gap={4}>
              <Text component="span" size="sm" fw={500} id="person-type-label">
                {t("companySetup.data.personType")}
              </Text>
              <SegmentedControl
                aria-labelledby="person-type-label"
                data={PERSON_TYPES.map((type) => ({ value: type, label: PERSON_TYPE_NAMES[type] }))}
                value={form.values.personType}
                onChange={(value) => form.setFieldValue("personType", value as PersonType)}
              />
            </Stack>
            <TextInput
              label={t("companySetup.data.rfc")}
              description={t("companySetup.data.rfcHint")}
              required
              maxLength={13}
              {...form.getInputProps("rfc")}
              onChange={(event) => form.setFieldValue("rfc", event.currentTarget.value.toUpperCase())}
            />
            <PhoneInput
              label={t("companySetup.data.phone")}
              required
              value={form.values.phone}
              onChange={(value) => form.setFieldValue("phone", value)}
              error={form.errors.phone}
            />
            <TextInput
              label={t("companySetup.data.email")}
              type="email"
              required
              maxLength={BUSINESS_EMAIL_MAX_LENGTH}
              autoComplete="email"
              {...form.getInputProps("email")}
            />
            <TextInput
              label={t("companySetup.data.postalCode")}
              required
              inputMode="numeric"
              maxLength={6}
              autoComplete="postal-code"
              {...form.getInputProps("postalCode")}
            />
          </SimpleGrid>
          <TextInput
            label={t("companySetup.data.address")}
            required
            maxLength={BUSINESS_ADDRESS_MAX_LENGTH}
            autoComplete="street-address"
            {...form.getInputProps("address")}
          />
          <FormError message={serverError} />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {t("companySetup.data.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Panel>
  );
}
