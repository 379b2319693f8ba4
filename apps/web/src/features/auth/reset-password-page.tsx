import { Button, Group, Loader, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { QueryProvider } from "../../app/query-provider";
import { FormError } from "../../components/form-error";
import { isApiError } from "../../lib/api/api-error";
import { errorMessage } from "../../lib/api/error-message";
import { texts } from "../../lib/i18n/texts";
import { useDocumentTitle } from "../../lib/use-document-title";
import { AuthShell } from "./auth-shell";
import { InvalidResetLink } from "./invalid-reset-link";
import { authQueries } from "./queries";
import { ResetPasswordForm } from "./reset-password-form";

/** Only a refusal by the server means the link is bad; a network failure deserves a retry instead. */
function isRefusal(error: unknown): boolean {
  return (
    isApiError(error) &&
    ["validation", "not-found", "rejected", "unauthorized", "contract"].includes(error.kind)
  );
}

/** /ResetPassword?token=…: the link from the recovery e-mail; the token is checked before the form. */
export function ResetPasswordPage() {
  return (
    <QueryProvider>
      <ResetPasswordScreen />
    </QueryProvider>
  );
}

function ResetPasswordScreen() {
  const [params] = useSearchParams();
  useDocumentTitle(texts.reset.title);
  const token = params.get("token")?.trim() ?? "";
  const validation = useQuery({
    ...authQueries.resetToken(token),
    enabled: token !== "",
  });

  let content: ReactNode;
  if (token === "" || (validation.isError && isRefusal(validation.error))) {
    content = <InvalidResetLink />;
  } else if (validation.isError) {
    content = (
      <Stack gap="md">
        <FormError message={errorMessage(validation.error)} />
        <Button onClick={() => validation.refetch()}>{texts.common.retry}</Button>
      </Stack>
    );
  } else if (validation.isPending) {
    content = (
      <Group gap="sm" justify="center" py="xl" role="status">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {texts.reset.validating}
        </Text>
      </Group>
    );
  } else {
    content = <ResetPasswordForm token={token} email={validation.data.email} />;
  }
  return <AuthShell>{content}</AuthShell>;
}
