import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { IconLock, IconMail } from "@tabler/icons-react";
import { type FormEvent, useRef, useState } from "react";
import { FormError } from "../../components/form-error";
import { errorMessage } from "../../lib/api/error-message";
import type { FieldErrors } from "../../lib/forms/schema-resolver";
import { texts } from "../../lib/i18n/texts";
import type { LoginFormValues } from "./login-schema";
import { useSignIn } from "./use-sign-in";

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const signIn = useSignIn();
  // Two fields need no form library: plain state keeps @mantine/form off the sign-in page.
  const [errors, setErrors] = useState<FieldErrors>({});
  const busy = signIn.isPending || signIn.isSuccess;
  // The first check waits for its chunk: a second click meanwhile must not send a second sign-in.
  const checking = useRef(false);
  const prepared = useRef(false);
  const prepare = () => {
    if (prepared.current) return;
    prepared.current = true;
    signIn.prepare();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking.current || busy) return;
    checking.current = true;
    const data = new FormData(event.currentTarget);
    const values: LoginFormValues = {
      user: String(data.get("user")),
      password: String(data.get("password")),
    };
    try {
      // The rules are the server's own zod schemas: they load when the form is first sent, not with the page.
      // Should they fail to load, the server checks the same rules and the sign-in reports what failed.
      const found = await import("./login-schema").then(
        (m) => m.loginFormErrors(values),
        (): FieldErrors => ({}),
      );
      setErrors(found);
      if (Object.keys(found).length === 0) signIn.mutate(values);
    } finally {
      checking.current = false;
    }
  };
  // As Mantine's forms do: typing in a field clears its error.
  const clearError = (field: keyof LoginFormValues) => () =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });

  return (
    <form onSubmit={submit} onInput={prepare} noValidate>
      <Stack gap="md">
        <FormError message={signIn.isError ? errorMessage(signIn.error) : null} />
        <TextInput
          label={texts.login.userLabel}
          placeholder={texts.login.userPlaceholder}
          type="email"
          autoComplete="username"
          autoFocus
          leftSection={<IconMail size={16} aria-hidden />}
          disabled={busy}
          name="user"
          error={errors.user}
          onChange={clearError("user")}
        />
        <PasswordInput
          label={texts.login.passwordLabel}
          placeholder={texts.login.passwordPlaceholder}
          autoComplete="current-password"
          leftSection={<IconLock size={16} aria-hidden />}
          disabled={busy}
          name="password"
          error={errors.password}
          onChange={clearError("password")}
        />
        <Group justify="flex-end" mt={-4}>
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            {texts.login.forgotLink}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={busy}>
          {texts.login.submit}
        </Button>
      </Stack>
    </form>
  );
}
