import { forgotPasswordBodySchema, MESSAGES } from "@consola/shared";
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconAlertCircle, IconArrowLeft, IconMail, IconMailCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../lib/api/error-message";
import { requestPasswordReset } from "./auth-api";

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
        <Title order={2} fz="h3">
          {t("forgot.sentTitle")}
        </Title>
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
        <div>
          <Title order={2} fz="h3">
            {t("forgot.title")}
          </Title>
          <Text size="sm" c="dimmed" mt={6}>
            {t("forgot.description")}
          </Text>
        </div>
        {request.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessage(request.error)}
          </Alert>
        )}
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
