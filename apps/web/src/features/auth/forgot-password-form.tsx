import { forgotPasswordBodySchema, MESSAGES } from "@consola/shared";
import { Alert, Anchor, Button, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconArrowLeft, IconMail, IconMailCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FormError } from "../../components/form-error";
import { errorMessage } from "../../lib/api/error-message";
import { requestPasswordReset } from "./auth-api";
import { AuthHeading } from "./auth-heading";

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { email: "" },
    validate: schemaResolver(forgotPasswordBodySchema, { sync: true }),
  });
  const request = useMutation({ mutationFn: (email: string) => requestPasswordReset(email) });

  if (request.isSuccess) {
    return (
      <Stack gap="lg">
        <AuthHeading order={2} title={t("forgot.sentTitle")} />
        <Alert color="green" variant="light" icon={<IconMailCheck size={18} />} role="status">
          {request.data || MESSAGES.resetMailSent}
        </Alert>
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          {t("common.backToLogin")}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={form.onSubmit(({ email }) => request.mutate(email))} noValidate>
      <Stack gap="md">
        <AuthHeading order={2} title={t("forgot.title")} description={t("forgot.description")} />
        <FormError message={request.isError ? errorMessage(request.error) : null} />
        <TextInput
          label={t("forgot.emailLabel")}
          placeholder={t("forgot.emailPlaceholder")}
          type="email"
          autoComplete="email"
          autoFocus
          leftSection={<IconMail size={16} aria-hidden />}
          key={form.key("email")}
          {...form.getInputProps("email")}
        />
        <Button type="submit" size="md" fullWidth loading={request.isPending}>
          {t("forgot.submit")}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack} ta="center">
          {t("common.backToLogin")}
        </Anchor>
      </Stack>
    </form>
  );
}
