import type { LabelMatch } from "@consola/shared";
import { useCallback, useMemo } from "react";
import { useLocation } from "react-router";
import { readContactPrefill } from "../../../lib/url/contact-prefill";
import { useSearchUpdate } from "../../../lib/url/use-search-update";

function positive(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

export type ContactsTab = "contactos" | "segmentos";

/** The URL's keys of the contacts page. */
type ContactParam = "q" | "page" | "tok" | "new" | "labels" | "match" | "tab" | "segmentId" | "import";

/**
 * The contacts page state in the URL (spec section 2): tok=<id> opens a contact's detail, new=new the new
 * contact form; q, labels (ids, "3,7"), match (all), segmentId (a saved segment's members) and page keep the
 * search when coming back; tab=segmentos shows the segments; import=1 opens the import (the campaign wizard
 * links there to upload a list). Another screen may open the new contact form
 * filled in (a shared contact card): its values come in the router's state (lib/url/contact-prefill).
 */
export function useContactParams() {
  const [search, updateSearch] = useSearchUpdate();
  const { state } = useLocation();
  const params = useMemo(() => {
    const creating = search.get("new") === "new";
    return {
      search: search.get("q") ?? "",
      page: positive(search.get("page")) ?? 1,
      labelIds: (search.get("labels") ?? "")
        .split(",")
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0),
      labelMatch: (search.get("match") === "all" ? "all" : "any") as LabelMatch,
      segmentId: positive(search.get("segmentId")),
      tab: (search.get("tab") === "segmentos" ? "segmentos" : "contactos") as ContactsTab,
      detailId: positive(search.get("tok")),
      importing: search.get("import") === "1",
      creating,
      prefill: creating ? readContactPrefill(state) : null,
    };
  }, [search, state]);

  const update = useCallback(
    (changes: Partial<Record<ContactParam, string | null>>) =>
      updateSearch(changes, {
        // Opening and closing panels, and moving between tabs, are steps the back button should undo;
        // typing is not.
        replace: !("tok" in changes || "new" in changes || "tab" in changes),
        adjust: (next) => {
          if ("q" in changes || "labels" in changes || "match" in changes || "segmentId" in changes)
            next.delete("page");
          if (next.get("page") === "1") next.delete("page");
        },
      }),
    [updateSearch],
  );

  return { params, update };
}
