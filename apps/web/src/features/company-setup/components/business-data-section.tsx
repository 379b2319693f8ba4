import {
  type BusinessDataFields,
  businessDataErrors,
  type MyBusiness,
  type SaveMyBusinessBody,
} from "@consola/shared";
import { Button, Group, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../components/form-error";
import { BusinessDataInputs } from "../../../components/forms/business-data-fields";
import { businessDataOf } from "../../../components/forms/business-data-values";
import { useServerSave } from "../../../components/forms/use-server-save";
import { Panel } from "../../../components/panel";

/** The same rules as the server (the shared schema), so every message is the one the server would send. */
const validate = (values: BusinessDataFields) => businessDataErrors(values);

type BusinessDataSectionProps = {
  business: MyBusiness;
  onSave: (body: SaveMyBusinessBody) => Promise<unknown>;
};

/** Name, RFC, person type, phone, e-mail, address and postal code of the business. */
export function BusinessDataSection({ business, onSave }: BusinessDataSectionProps) {
  const { t } = useTranslation();
  const { saving, serverError, run } = useServerSave();
  const form = useForm<BusinessDataFields>({ initialValues: businessDataOf(business), validate });

  const submit = form.onSubmit((values) =>
    run(async () => {
      await onSave(values);
      form.resetDirty();
    }),
  );

  return (
    <Panel title={t("companySetup.data.title")} description={t("companySetup.data.description")}>
      <form onSubmit={submit} noValidate aria-label={t("companySetup.data.title")}>
        <Stack gap="md">
          <BusinessDataInputs form={form} who="own" />
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
