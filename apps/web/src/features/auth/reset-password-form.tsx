import { PASSWORD_MIN_LENGTH } from "@consola/shared";
import { Button, PasswordInput, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconLock } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { FormError } from "../../components/form-error";
import { errorMessage } from "../../lib/api/error-message";
import { fill, texts } from "../../lib/i18n/texts";
import { resetPassword } from "./auth-api";
import { AuthHeading } from "./auth-heading";
import { type ResetFormValues, resetFormErrors } from "./login-schema";

type ResetPasswordFormProps = { token: string; email: string };

export function ResetPasswordForm({ token, email }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const form = useForm<ResetFormValues>({
    mode: "uncontrolled",
    initialValues: { password: "", confirmPassword: "" },
    validate: resetFormErrors(token),
  });
  const reset = useMutation({
    mutationFn: (values: ResetFormValues) => resetPassword(token, values.password, values.confirmPassword),
    // The login screen confirms the change with the spec's text (MESSAGES.resetDone).
    onSuccess: () => navigate("/auth/login?reset=1", { replace: true }),
  });

  return (
    <form onSubmit={form.onSubmit((values) => reset.mutate(values))} noValidate>
      <Stack gap="md">
        <AuthHeading title={texts.reset.title} description={fill(texts.reset.description, { email })} />
        <FormError message={reset.isError ? errorMessage(reset.error) : null} />
        <PasswordInput
          label={texts.reset.passwordLabel}
          description={fill(texts.reset.hint, { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          autoFocus
          leftSection={<IconLock size={16} aria-hidden />}
          key={form.key("password")}
          {...form.getInputProps("password")}
        />
        <PasswordInput
          label={texts.reset.confirmLabel}
          autoComplete="new-password"
          leftSection={<IconLock size={16} aria-hidden />}
          key={form.key("confirmPassword")}
          {...form.getInputProps("confirmPassword")}
        />
        <Button type="submit" size="md" fullWidth loading={reset.isPending || reset.isSuccess}>
          {texts.reset.submit}
        </Button>
      </Stack>
    </form>
  );
}
