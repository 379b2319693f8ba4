import {
  ADD_HOURS_MAX,
  ADD_HOURS_MIN,
  BUSINESS_TIME_ZONES,
  type BusinessTimeZone,
  PHONE_COUNTRIES,
  type PhoneCountry,
  timeZoneOptionLabel,
  USER_EMAIL_MAX_LENGTH,
  USER_NAME_MAX_LENGTH,
} from "@consola/shared";
import {
  Divider,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { SideDrawer } from "../../../components/dialogs/side-drawer";
import { FormActions } from "../../../components/form-actions";
import { FormError } from "../../../components/form-error";
import { BusinessDataInputs } from "../../../components/forms/business-data-fields";
import { movePhoneCountry } from "../../../components/forms/phone-value";
import { useServerSave } from "../../../components/forms/use-server-save";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { TableSkeleton } from "../../../components/table-skeleton";
import { useBusinessDetail } from "../hooks/use-business-detail";
import { type BusinessFormValues, EMPTY_BUSINESS_FORM, validateBusinessForm } from "./business-form-values";

type BusinessFormDrawerProps = {
  opened: boolean;
  /** The business being edited; null creates one (with its first admin). */
  businessId: number | null;
  onClose: () => void;
  onSave: (save: { id: number | null; values: BusinessFormValues }) => Promise<unknown>;
};

export function BusinessFormDrawer({ opened, businessId, onClose, onSave }: BusinessFormDrawerProps) {
  const { t } = useTranslation();
  const title = t(businessId ? "platformBusinesses.form.editTitle" : "platformBusinesses.form.newTitle");
  return (
    <SideDrawer opened={opened} onClose={onClose} title={title} size="xl">
      {opened &&
        (businessId ? (
          <EditBusiness key={businessId} id={businessId} title={title} onClose={onClose} onSave={onSave} />
        ) : (
          <BusinessForm
            key="new"
            id={null}
            initial={EMPTY_BUSINESS_FORM}
            title={title}
            onClose={onClose}
            onSave={onSave}
          />
        ))}
    </SideDrawer>
  );
}

type FormProps = Pick<BusinessFormDrawerProps, "onClose" | "onSave"> & { title: string };

/** GetBusiness first: the form starts from what the server holds now, not from the list's summary. */
function EditBusiness({ id, ...props }: FormProps & { id: number }) {
  const { t } = useTranslation();
  const detail = useBusinessDetail(id);
  if (detail.isError) {
    return (
      <LoadErrorAlert
        title={t("platformBusinesses.form.loadError")}
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  if (!detail.data) return <TableSkeleton rows={6} />;
  return <BusinessForm id={id} initial={detail.data} {...props} />;
}

function BusinessForm({
  id,
  initial,
  title,
  onClose,
  onSave,
}: FormProps & { id: number | null; initial: BusinessFormValues }) {
  const { t } = useTranslation();
  const creating = id === null;
  const { saving, serverError, run } = useServerSave();
  const form = useForm<BusinessFormValues>({
    initialValues: initial,
    validate: (values) => validateBusinessForm(values, id),
  });
  const zones = useMemo(
    () => BUSINESS_TIME_ZONES.map((zone) => ({ value: zone.id, label: timeZoneOptionLabel(zone.id) })),
    [],
  );

  /**
   * The country decides the other fields: a phone typed for the old one keeps its digits under the new code,
   * the clock moves to the new country's main zone unless someone chose another, and the tax id and postal
   * code already shown as wrong are checked again by the new country's rules.
   */
  const changeCountry = (next: PhoneCountry) => {
    const previous = form.values.phoneCountry;
    if (next === previous) return;
    const zoneOf = (country: PhoneCountry) =>
      BUSINESS_TIME_ZONES.find((zone) => zone.country === country)?.id;
    form.setValues({
      phoneCountry: next,
      phone: movePhoneCountry(form.values.phone, previous, next),
      timeZone:
        form.values.timeZone === zoneOf(previous)
          ? (zoneOf(next) ?? form.values.timeZone)
          : form.values.timeZone,
    });
    for (const field of ["rfc", "postalCode", "phone"] as const) {
      if (form.errors[field]) form.validateField(field);
    }
  };

  const submit = form.onSubmit(async (values) => {
    await run(
      async () => {
        await onSave({ id, values });
        onClose();
      },
      (message) => markField(message),
    );
  });

  /** The server's refusal on the field it is about, when the form has one that holds that message. */
  const markField = (message: string) => {
    const errors = validateBusinessForm({ ...form.values }, id);
    const field = (Object.keys(errors) as (keyof BusinessFormValues)[]).find(
      (key) => errors[key] === message,
    );
    if (field) form.setFieldError(field, message);
    else if (/RFC|NIT/i.test(message)) form.setFieldError("rfc", message);
    else if (/administrador|correo ya/i.test(message)) form.setFieldError("adminEmail", message);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="md">
        <Title order={3} size="h5">
          {t("platformBusinesses.form.businessSection")}
        </Title>
        {/* First: the tax id (RFC or NIT), the postal code, the phones and the clock all follow it. */}
        <Select
          label={t("platformBusinesses.form.phoneCountry")}
          description={t("platformBusinesses.form.phoneCountryHint")}
          data={PHONE_COUNTRIES.map((country) => ({
            value: country,
            label: t(`platformBusinesses.countries.${country}`),
          }))}
          allowDeselect={false}
          value={form.values.phoneCountry}
          onChange={(value) => value && changeCountry(value as PhoneCountry)}
          maw={360}
        />
        <BusinessDataInputs form={form} who="platform" phoneCountry={form.values.phoneCountry} />
        <FormSection title={t("platformBusinesses.form.clockSection")} columns={3}>
          <Select
            label={t("platformBusinesses.form.timeZone")}
            data={zones}
            allowDeselect={false}
            value={form.values.timeZone}
            onChange={(value) => value && form.setFieldValue("timeZone", value as BusinessTimeZone)}
          />
          <NumberInput
            label={t("platformBusinesses.form.addHours")}
            description={t("platformBusinesses.form.addHoursHint")}
            min={ADD_HOURS_MIN}
            max={ADD_HOURS_MAX}
            allowDecimal={false}
            {...form.getInputProps("addHours")}
          />
        </FormSection>
        <Switch
          label={t("platformBusinesses.form.surveyActive")}
          {...form.getInputProps("surveyActive", { type: "checkbox" })}
        />
        {creating && (
          <>
            <FormSection title={t("platformBusinesses.form.adminSection")} columns={2}>
              <TextInput
                label={t("platformBusinesses.form.adminName")}
                withAsterisk
                maxLength={USER_NAME_MAX_LENGTH}
                autoComplete="off"
                {...form.getInputProps("adminName")}
              />
              <TextInput
                label={t("platformBusinesses.form.adminEmail")}
                type="email"
                withAsterisk
                maxLength={USER_EMAIL_MAX_LENGTH}
                autoComplete="off"
                {...form.getInputProps("adminEmail")}
              />
            </FormSection>
            <Text size="sm" c="dimmed">
              {t("platformBusinesses.form.adminHint")}
            </Text>
          </>
        )}
        <FormError message={serverError} />
        <FormActions
          cancelLabel={t("platformBusinesses.form.cancel")}
          onCancel={onClose}
          submitLabel={t("platformBusinesses.form.save")}
          busy={saving}
        />
      </Stack>
    </form>
  );
}

/** A later part of the form: a rule above it, its title, and its fields side by side from a tablet's width up. */
function FormSection({ title, columns, children }: { title: string; columns: number; children: ReactNode }) {
  return (
    <>
      <Divider />
      <Title order={3} size="h5">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: columns }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </>
  );
}
