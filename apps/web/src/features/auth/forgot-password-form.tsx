import { forgotPasswordBodySchema, MESSAGES } from "@consola/shared";
import { Alert, Anchor, Button, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconArrowLeft, IconMail, IconMailCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { QueryProvider } from "../../app/query-provider";
import { FormError } from "../../components/form-error";
import { errorMessage } from "../../lib/api/error-message";
import { schemaResolver } from "../../lib/forms/schema-resolver";
import { texts } from "../../lib/i18n/texts";
import { requestPasswordReset } from "./auth-api";
import { AuthHeading } from "./auth-heading";

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  return (
    <QueryProvider>
      <ForgotPasswordSteps onBack={onBack} />
    </QueryProvider>
  );
}

function ForgotPasswordSteps({ onBack }: { onBack: () => void }) {
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { email: "" },
    validate: schemaResolver(forgotPasswordBodySchema),
  });
  const request = useMutation({ mutationFn: (email: string) => requestPasswordReset(email) });

  if (request.isSuccess) {
    return (
      <Stack gap="lg">
        <AuthHeading order={2} title={texts.forgot.sentTitle} />
        <Alert color="green" variant="light" icon={<IconMailCheck size={18} />} role="status">
          {request.data || MESSAGES.resetMailSent}
        </Alert>
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          {texts.common.backToLogin}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={form.onSubmit(({ email }) => request.mutate(email))} noValidate>
      <Stack gap="md">
        <AuthHeading order={2} title={texts.forgot.title} description={texts.forgot.description} />
        <FormError message={request.isError ? errorMessage(request.error) : null} />
        <TextInput
          label={texts.forgot.emailLabel}
          placeholder={texts.forgot.emailPlaceholder}
          type="email"
          autoComplete="email"
          autoFocus
          leftSection={<IconMail size={16} aria-hidden />}
          key={form.key("email")}
          {...form.getInputProps("email")}
        />
        <Button type="submit" size="md" fullWidth loading={request.isPending}>
          {texts.forgot.submit}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack} ta="center">
          {texts.common.backToLogin}
        </Anchor>
      </Stack>
    </form>
  );
}
