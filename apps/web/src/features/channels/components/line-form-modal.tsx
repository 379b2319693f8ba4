import {
  CHANNEL_CREDENTIAL_LABELS,
  type ChannelLine,
  REQUIRED_CHANNEL_CREDENTIALS,
  type SaveChannelLineBody,
} from "@consola/shared";
import { Divider, Modal, PasswordInput, Select, Stack, Switch, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { DIALOG_STYLES } from "../../../components/dialogs/dialog-styles";
import { FormActions } from "../../../components/form-actions";
import { FormError } from "../../../components/form-error";
import { useServerSave } from "../../../components/forms/use-server-save";
import {
  credentialFields,
  initialLineValues,
  LINE_KINDS,
  type LineFormValues,
  type LineKind,
  lineBody,
  lineFormErrors,
  PROVIDER_OF_KIND,
  storedCredential,
} from "./line-form-values";

type LineFormModalProps = {
  opened: boolean;
  /** The line being edited; null adds one. */
  line: ChannelLine | null;
  onClose: () => void;
  onSave: (body: SaveChannelLineBody) => Promise<unknown>;
  /** The channels a new line may be of (every one unless said); the first is chosen to start with. */
  kinds?: readonly LineKind[];
};

export function LineFormModal({ opened, line, onClose, onSave, kinds = LINE_KINDS }: LineFormModalProps) {
  const { t } = useTranslation();
  const title = t(line ? "channels.form.editTitle" : "channels.form.newTitle");
  return (
    <Modal styles={DIALOG_STYLES} opened={opened} onClose={onClose} title={title} centered size="lg">
      <LineForm
        key={line?.id ?? "new"}
        line={line}
        title={title}
        onClose={onClose}
        onSave={onSave}
        kinds={kinds}
      />
    </Modal>
  );
}

type LineFormProps = Omit<LineFormModalProps, "opened" | "kinds"> & {
  title: string;
  kinds: readonly LineKind[];
};

/** A line's number, provider ids and write-only keys: inputs start empty, an empty one keeps the stored key. */
function LineForm({ line, title, onClose, onSave, kinds }: LineFormProps) {
  const { t } = useTranslation();
  const { saving, serverError, run } = useServerSave();
  const form = useForm<LineFormValues>({
    initialValues: initialLineValues(line, kinds[0]),
    validate: (values) => lineFormErrors(values, line),
  });
  const { provider } = form.values;
  const sandbox = provider === "sandbox";

  const chooseKind = (value: string | null) => {
    const kind = kinds.find((offered) => offered === value);
    if (!kind) return;
    const next = PROVIDER_OF_KIND[kind];
    form.setValues({
      kind,
      provider: next,
      credentials: Object.fromEntries(credentialFields(next).map((name) => [name, ""])),
    });
  };

  const submit = form.onSubmit((values) =>
    run(async () => {
      await onSave(lineBody(values, line));
      onClose();
    }),
  );

  const credentialDescription = (name: string) => {
    const stored = line?.provider === provider ? storedCredential(line, name) : { saved: false, hint: "" };
    if (stored.saved) {
      return stored.hint
        ? t("channels.form.keepSaved", { hint: stored.hint })
        : t("channels.form.keepSavedShort");
    }
    return (REQUIRED_CHANNEL_CREDENTIALS[provider] as readonly string[]).includes(name)
      ? t("channels.form.required")
      : undefined;
  };

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="md">
        {line || kinds.length < 2 ? (
          // A saved line keeps its channel; a page of one channel adds lines of that channel only.
          <Text size="sm">
            <Text span fw={600}>
              {t(`channels.kind.${line?.kind ?? form.values.kind}`)}
            </Text>{" "}
            · {t(`channels.provider.${provider}`)}
          </Text>
        ) : (
          <Select
            label={t("channels.form.kind")}
            data={kinds.map((kind) => ({ value: kind, label: t(`channels.kind.${kind}`) }))}
            value={form.values.kind}
            onChange={chooseKind}
            allowDeselect={false}
            description={t(`channels.provider.${provider}`)}
            data-autofocus
          />
        )}
        <TextInput
          label={t("channels.form.phoneNumber")}
          description={t("channels.form.phoneNumberHint")}
          placeholder="+528112345678"
          maxLength={25}
          inputMode="tel"
          {...form.getInputProps("phoneNumber")}
        />
        <TextInput
          label={t(`channels.externalId.${provider}`)}
          description={t(`channels.form.externalIdHint.${provider}`)}
          maxLength={64}
          withAsterisk={!sandbox}
          readOnly={sandbox}
          {...form.getInputProps("externalId")}
        />
        {sandbox ? (
          <Text size="sm" c="dimmed">
            {t("channels.sandboxKeys")}
          </Text>
        ) : (
          <>
            <Divider label={t("channels.form.credentials")} labelPosition="left" mt="xs" />
            <Text size="sm" c="dimmed" mt={-8}>
              {t("channels.form.credentialsHint")}
            </Text>
            {credentialFields(provider).map((name) => (
              <PasswordInput
                key={name}
                label={CHANNEL_CREDENTIAL_LABELS[name] ?? name}
                description={credentialDescription(name)}
                autoComplete="new-password"
                maxLength={1024}
                {...form.getInputProps(`credentials.${name}`)}
              />
            ))}
          </>
        )}
        <Switch
          label={t("channels.form.active")}
          description={t("channels.form.activeHint")}
          {...form.getInputProps("active", { type: "checkbox" })}
        />
        <FormError message={serverError} data-testid="line-form-error" />
        <FormActions
          cancelLabel={t("channels.form.cancel")}
          onCancel={onClose}
          submitLabel={t("channels.form.save")}
          busy={saving}
        />
      </Stack>
    </form>
  );
}
