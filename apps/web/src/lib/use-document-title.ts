import { useEffect } from "react";
import { fill, texts } from "./i18n/texts";

/** Names the browser tab after the screen, so several open tabs stay tellable apart. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = fill(texts.app.documentTitle, { title });
  }, [title]);
}
