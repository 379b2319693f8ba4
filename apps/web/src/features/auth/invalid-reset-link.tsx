import { MESSAGES, PUBLIC_PATHS } from "@consola/shared";
import { Alert, Anchor, Button, Stack } from "@mantine/core";
import { IconLinkOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthHeading } from "./auth-heading";

/** A reset link that is missing, used or expired: say so and offer a fresh one. */
export function InvalidResetLink() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <AuthHeading title={t("reset.invalidTitle")} />
      <Alert color="red" variant="light" icon={<IconLinkOff size={18} />} role="alert">
        {MESSAGES.resetTokenInvalid}
      </Alert>
      <Button component={Link} to={`${PUBLIC_PATHS.login}?view=forgot`}>
        {t("reset.requestNew")}
      </Button>
      <Anchor component={Link} to={PUBLIC_PATHS.login} size="sm" ta="center">
        {t("common.backToLogin")}
      </Anchor>
    </Stack>
  );
}
