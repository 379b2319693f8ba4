import { Button } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useRouteError } from "react-router";
import { FullPageError } from "./full-page-error";
import { ViewLoadError } from "./lazy-page";

/** What a route shows when its screen failed to load or crashed, instead of a blank page. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const isLoadError = error instanceof ViewLoadError;
  if (!isLoadError) console.error(error);
  return (
    <FullPageError
      icon={<IconAlertTriangle size={28} aria-hidden />}
      title={isLoadError ? t("errors.viewLoadTitle") : t("errors.unexpectedTitle")}
      description={t("errors.viewLoadDescription")}
    >
      <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
        {t("common.reload")}
      </Button>
      <Button variant="default" component={Link} to="/init" reloadDocument>
        {t("common.goHome")}
      </Button>
    </FullPageError>
  );
}
