import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconLock, IconMail } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../components/form-error";
import { errorMessage } from "../../lib/api/error-message";
import { type LoginFormValues, loginFormSchema } from "./login-schema";
import { useSignIn } from "./use-sign-in";

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const form = useForm<LoginFormValues>({
    mode: "uncontrolled",
    initialValues: { user: "", password: "" },
    validate: schemaResolver(loginFormSchema, { sync: true }),
  });
  const busy = signIn.isPending || signIn.isSuccess;

  return (
    <form onSubmit={form.onSubmit((values) => signIn.mutate(values))} noValidate>
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
