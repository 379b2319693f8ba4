import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconLock, IconMail } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../components/form-error";
import { errorMessage } from "../../lib/api/error-message";
import type { LoginFormValues } from "./login-schema";
import { useSignIn } from "./use-sign-in";

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const form = useForm<LoginFormValues>({
    mode: "uncontrolled",
    initialValues: { user: "", password: "" },
  });
  const busy = signIn.isPending || signIn.isSuccess;

  const submit = async (values: LoginFormValues) => {
    // The rules are the server's own zod schemas: they load when the form is first sent, not with the page.
    const { loginFormErrors } = await import("./login-schema");
    const errors = loginFormErrors(values);
    if (Object.keys(errors).length > 0) form.setErrors(errors);
    else signIn.mutate(values);
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <FormError message={signIn.isError ? errorMessage(signIn.error) : null} />
        <TextInput
          label={t("login.userLabel")}
          placeholder={t("login.userPlaceholder")}
          type="email"
          autoComplete="username"
          autoFocus
          leftSection={<IconMail size={16} aria-hidden />}
          disabled={busy}
          key={form.key("user")}
          {...form.getInputProps("user")}
        />
        <PasswordInput
          label={t("login.passwordLabel")}
          placeholder={t("login.passwordPlaceholder")}
          autoComplete="current-password"
          leftSection={<IconLock size={16} aria-hidden />}
          disabled={busy}
          key={form.key("password")}
          {...form.getInputProps("password")}
        />
        <Group justify="flex-end" mt={-4}>
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            {t("login.forgotLink")}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={busy}>
          {t("login.submit")}
        </Button>
      </Stack>
    </form>
  );
}
