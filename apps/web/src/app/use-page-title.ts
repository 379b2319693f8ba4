import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { useDocumentTitle } from "../lib/use-document-title";
import { isRouteHandle } from "./route-handle";

/** The deepest matched route's title, also written to the browser tab. */
export function usePageTitle(): string {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle;
  const title = isRouteHandle(handle) ? handle.title : t("app.name");
  useDocumentTitle(title);
  return title;
}
