import {
  type SubmitTemplateBody,
  TEMPLATE_BODY_MAX_LENGTH,
  TEMPLATE_CATEGORIES,
  TEMPLATE_CATEGORY_NAMES,
  TEMPLATE_EXAMPLE_MAX_LENGTH,
  TEMPLATE_LANGUAGE_NAMES,
  TEMPLATE_LANGUAGES,
  TEMPLATE_NAME_MAX_LENGTH,
  type TemplateCategory,
  type TemplateLanguage,
} from "@consola/shared";
import {
  Button,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconBraces } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { DIALOG_STYLES } from "../../../components/dialogs/dialog-styles";
import { FormActions } from "../../../components/form-actions";
import { FormError } from "../../../components/form-error";
import { useServerSave } from "../../../components/forms/use-server-save";
import {
  EMPTY_TEMPLATE,
  examplesFor,
  nextParam,
  type TemplateFormValues,
  templateBody,
  templateFormErrors,
  templateName,
  templatePreview,
} from "./template-form-values";

type TemplateFormModalProps = {
  /** The WhatsApp line the template is for; null keeps the dialog closed. */
  channelId: number | null;
  onClose: () => void;
  onSubmit: (body: SubmitTemplateBody) => Promise<unknown>;
};

export function TemplateFormModal({ channelId, onClose, onSubmit }: TemplateFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      styles={DIALOG_STYLES}
      opened={channelId !== null}
      onClose={onClose}
      title={t("channels.templateForm.title")}
      centered
      size="lg"
    >
      {channelId !== null && <TemplateForm channelId={channelId} onClose={onClose} onSubmit={onSubmit} />}
    </Modal>
  );
}

const PARAMS = { first: "{{1}}", second: "{{2}}" };

function TemplateForm({
  channelId,
  onClose,
  onSubmit,
}: { channelId: number } & Omit<TemplateFormModalProps, "channelId">) {
  const { t } = useTranslation();
  const { saving, serverError, run } = useServerSave();
  const form = useForm<TemplateFormValues>({
    initialValues: EMPTY_TEMPLATE,
    validate: (values) => templateFormErrors(values, channelId),
  });
  const { body, examples, category } = form.values;
  const shownExamples = examplesFor(body, examples);

  const setBody = (value: string) => form.setValues({ body: value, examples: examplesFor(value, examples) });

  const submit = form.onSubmit((values) =>
    run(async () => {
      await onSubmit(templateBody(values, channelId));
      onClose();
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t("channels.templateForm.title")}>
      <Stack gap="md">
        <TextInput
          label={t("channels.templateForm.name")}
          description={t("channels.templateForm.nameHint")}
          maxLength={TEMPLATE_NAME_MAX_LENGTH}
          withAsterisk
          data-autofocus
          {...form.getInputProps("name")}
          onChange={(event) => form.setFieldValue("name", templateName(event.currentTarget.value))}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t("channels.templateForm.language")}
            description={t("channels.templateForm.languageHint")}
            data={TEMPLATE_LANGUAGES.map((value) => ({ value, label: TEMPLATE_LANGUAGE_NAMES[value] }))}
            allowDeselect={false}
            {...form.getInputProps("language")}
            onChange={(value) => value && form.setFieldValue("language", value as TemplateLanguage)}
          />
          <Select
            label={t("channels.templateForm.category")}
            description={t(`channels.templateForm.categoryHint.${category}`)}
            data={TEMPLATE_CATEGORIES.map((value) => ({ value, label: TEMPLATE_CATEGORY_NAMES[value] }))}
            allowDeselect={false}
            {...form.getInputProps("category")}
            onChange={(value) => value && form.setFieldValue("category", value as TemplateCategory)}
          />
        </SimpleGrid>
        <Stack gap={6}>
          <Textarea
            label={t("channels.templateForm.body")}
            description={t("channels.templateForm.bodyHint", PARAMS)}
            rows={4}
            maxLength={TEMPLATE_BODY_MAX_LENGTH}
            withAsterisk
            {...form.getInputProps("body")}
            onChange={(event) => setBody(event.currentTarget.value)}
          />
          <Group>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconBraces size={14} aria-hidden />}
              onClick={() => setBody(`${body}${body && !body.endsWith(" ") ? " " : ""}${nextParam(body)}`)}
            >
              {t("channels.templateForm.addParam", { param: nextParam(body) })}
            </Button>
          </Group>
        </Stack>
        {shownExamples.length > 0 && (
          <Stack gap="xs">
            <div>
              <Text size="sm" fw={600}>
                {t("channels.templateForm.examplesTitle")}
              </Text>
              <Text size="sm" c="dimmed">
                {t("channels.templateForm.examplesHint")}
              </Text>
            </div>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {shownExamples.map((_, index) => (
                <TextInput
                  // Examples follow their parameter number, which never moves.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the index is the parameter's number
                  key={index}
                  label={t("channels.templateForm.example", { param: `{{${index + 1}}}` })}
                  maxLength={TEMPLATE_EXAMPLE_MAX_LENGTH}
                  withAsterisk
                  {...form.getInputProps(`examples.${index}`)}
                />
              ))}
            </SimpleGrid>
          </Stack>
        )}
        {body.trim() && (
          <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
            <Text size="xs" fw={600} mb={4}>
              {t("channels.templateForm.preview")}
            </Text>
            <Text
              size="sm"
              style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
              data-testid="template-preview"
            >
              {templatePreview(body, shownExamples)}
            </Text>
          </Paper>
        )}
        <Text size="sm" c="dimmed">
          {t("channels.templateForm.approvalNote")}
        </Text>
        <FormError message={serverError} data-testid="template-form-error" />
        <FormActions
          cancelLabel={t("channels.templateForm.cancel")}
          onCancel={onClose}
          submitLabel={t("channels.templateForm.save")}
          busy={saving}
        />
      </Stack>
    </form>
  );
}
