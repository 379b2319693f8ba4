import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** Names the browser tab after the screen, so several open tabs stay tellable apart. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t("app.documentTitle", { title });
  }, [t, title]);
}
