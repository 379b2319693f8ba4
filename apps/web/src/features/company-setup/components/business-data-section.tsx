import {
  type BusinessDataFields,
  businessDataChecksSchema,
  type MyBusiness,
  type SaveMyBusinessBody,
  saveMyBusinessBodySchema,
} from "@consola/shared";
import { Button, Group, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../components/form-error";
import { BusinessDataInputs } from "../../../components/forms/business-data-fields";
import { businessDataOf } from "../../../components/forms/business-data-values";
import { useServerSave } from "../../../components/forms/use-server-save";
import { Panel } from "../../../components/panel";
import { schemaResolver } from "../../../lib/forms/schema-resolver";

/**
 * SaveMyBusiness's schema on what the form sends, so every message is the one the server would send; its
 * cross-field checks run on their own too, so a failing field does not hide the RFC's or postal code's problem.
 */
const validate = schemaResolver<BusinessDataFields>([saveMyBusinessBodySchema, businessDataChecksSchema]);

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
