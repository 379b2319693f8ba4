import {
  BUSINESS_ADDRESS_MAX_LENGTH,
  BUSINESS_EMAIL_MAX_LENGTH,
  BUSINESS_NAME_MAX_LENGTH,
  type BusinessDataFields,
  PERSON_TYPE_NAMES,
  PERSON_TYPES,
  type PersonType,
} from "@consola/shared";
import { SegmentedControl, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { checkOnLeave } from "./check-on-leave";
import { PhoneInput } from "./phone-input";

/** Where each editor's labels are in the catalogue. */
const TEXTS = { own: "companySetup.data", platform: "platformBusinesses.form" } as const;

type BusinessDataInputsProps<Values extends BusinessDataFields> = {
  form: UseFormReturnType<Values>;
  /**
   * Who types: the business's own admin on its setup page ("own": the browser may fill in the
   * organisation's details, the fields are required), or a platform admin in its drawer, for any business
   * ("platform": nothing of the admin's own is offered, the name takes the focus, the RFC is checked on
   * leaving it and the postal code carries a hint).
   */
  who: "own" | "platform";
  /** Country of a phone typed without its code; by default the signed-in business's. */
  phoneCountry?: string;
};

/** Name, person type, RFC (or NIT), phone, e-mail, postal code and address of a business. */
export function BusinessDataInputs<Values extends BusinessDataFields>({
  form,
  who,
  phoneCountry,
}: BusinessDataInputsProps<Values>) {
  const { t } = useTranslation();
  const personTypeLabel = useId();
  // Mantine cannot type a write to a field of a generic form; every such form holds the business's data.
  const business = form as unknown as UseFormReturnType<BusinessDataFields>;
  const texts = TEXTS[who];
  const platform = who === "platform";
  const mark = platform ? { withAsterisk: true } : { required: true };
  const autoComplete = (token?: string) => (platform ? "off" : token);
  const rfc = business.getInputProps("rfc");

  const postalCode = (
    <TextInput
      label={t(`${texts}.postalCode`)}
      description={platform ? t("platformBusinesses.form.postalCodeHint") : undefined}
      {...mark}
      inputMode="numeric"
      maxLength={6}
      autoComplete={autoComplete("postal-code")}
      {...business.getInputProps("postalCode")}
    />
  );

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={t(`${texts}.name`)}
          {...mark}
          data-autofocus={platform || undefined}
          maxLength={BUSINESS_NAME_MAX_LENGTH}
          autoComplete={autoComplete("organization")}
          {...business.getInputProps("name")}
        />
        <Stack gap={4}>
          <Text component="span" size="sm" fw={500} id={personTypeLabel}>
            {t(`${texts}.personType`)}
          </Text>
          <SegmentedControl
            aria-labelledby={personTypeLabel}
            data={PERSON_TYPES.map((type) => ({ value: type, label: PERSON_TYPE_NAMES[type] }))}
            value={business.values.personType}
            onChange={(value) => business.setFieldValue("personType", value as PersonType)}
          />
        </Stack>
        <TextInput
          label={t(`${texts}.rfc`)}
          description={t(`${texts}.rfcHint`)}
          {...mark}
          maxLength={13}
          autoComplete={autoComplete()}
          {...rfc}
          onChange={(event) => business.setFieldValue("rfc", event.currentTarget.value.toUpperCase())}
          onBlur={platform ? checkOnLeave(() => business.validateField("rfc")) : rfc.onBlur}
        />
        {/* Beside the RFC where it has a hint too, so the two hinted fields share a row. */}
        {platform && postalCode}
        <PhoneInput
          label={t(`${texts}.phone`)}
          {...mark}
          defaultCountry={phoneCountry}
          value={business.values.phone}
          onChange={(value) => business.setFieldValue("phone", value)}
          error={business.errors.phone}
        />
        <TextInput
          label={t(`${texts}.email`)}
          type="email"
          {...mark}
          maxLength={BUSINESS_EMAIL_MAX_LENGTH}
          autoComplete={autoComplete("email")}
          {...business.getInputProps("email")}
        />
        {!platform && postalCode}
      </SimpleGrid>
      <TextInput
        label={t(`${texts}.address`)}
        {...mark}
        maxLength={BUSINESS_ADDRESS_MAX_LENGTH}
        autoComplete={autoComplete("street-address")}
        {...business.getInputProps("address")}
      />
    </>
  );
}
