import { MESSAGES, PUBLIC_PATHS } from "@consola/shared";
import { Alert, Anchor, Button, Stack } from "@mantine/core";
import { IconLinkOff } from "@tabler/icons-react";
import { Link } from "react-router";
import { texts } from "../../lib/i18n/texts";
import { AuthHeading } from "./auth-heading";

/** A reset link that is missing, used or expired: say so and offer a fresh one. */
export function InvalidResetLink() {
  return (
    <Stack gap="md">
      <AuthHeading title={texts.reset.invalidTitle} />
      <Alert color="red" variant="light" icon={<IconLinkOff size={18} />} role="alert">
        {MESSAGES.resetTokenInvalid}
      </Alert>
      <Button component={Link} to={`${PUBLIC_PATHS.login}?view=forgot`}>
        {texts.reset.requestNew}
      </Button>
      <Anchor component={Link} to={PUBLIC_PATHS.login} size="sm" ta="center">
        {texts.common.backToLogin}
      </Anchor>
    </Stack>
  );
}
