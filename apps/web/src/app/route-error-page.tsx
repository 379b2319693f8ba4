import { Button } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { Link, useRouteError } from "react-router";
import { texts } from "../lib/i18n/texts";
import { FullPageError } from "./full-page-error";
import { ViewLoadError } from "./lazy-page";

/** What a route shows when its screen failed to load or crashed, instead of a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const isLoadError = error instanceof ViewLoadError;
  if (!isLoadError) console.error(error);
  return (
    <FullPageError
      icon={<IconAlertTriangle size={28} aria-hidden />}
      title={isLoadError ? texts.errors.viewLoadTitle : texts.errors.unexpectedTitle}
      description={texts.errors.viewLoadDescription}
    >
      <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
        {texts.common.reload}
      </Button>
      <Button variant="default" component={Link} to="/init" reloadDocument>
        {texts.common.goHome}
      </Button>
    </FullPageError>
  );
}
