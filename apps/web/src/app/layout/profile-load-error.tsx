import { Button } from "@mantine/core";
import { IconUserExclamation } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { FullPageError } from "../full-page-error";

type ProfileLoadErrorProps = { message: string; onRetry: () => void; onSignOut: () => void };

/** Without a profile there is no menu to show; say why and offer the two ways out. */
export function ProfileLoadError({ message, onRetry, onSignOut }: ProfileLoadErrorProps) {
  const { t } = useTranslation();
  return (
    <FullPageError
      icon={<IconUserExclamation size={28} aria-hidden />}
      title={t("errors.profileLoad")}
      description={message}
    >
      <Button onClick={onRetry}>{t("common.retry")}</Button>
      <Button variant="default" onClick={onSignOut}>
        {t("layout.signOut")}
      </Button>
    </FullPageError>
  );
}
