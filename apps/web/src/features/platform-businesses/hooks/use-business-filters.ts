import { BUSINESS_LIST_FILTERS, type BusinessListFilter } from "@consola/shared";
import { useDebouncedCallback } from "@mantine/hooks";
import { useState } from "react";
import { useSearchUpdate } from "../../../lib/url/use-search-update";

/** How long typing must pause before the search reaches the URL (and the server). */
export const SEARCH_DELAY_MS = 350;

const isFilter = (value: string | null): value is BusinessListFilter =>
  (BUSINESS_LIST_FILTERS as readonly (string | null)[]).includes(value);

/**
 * /admin/business's search (?q=) and status filter (?status=, "all" when absent) in the URL, so a reload or
 * a shared link shows the same list. The box answers each keystroke; the URL follows once typing pauses.
 */
export function useBusinessFilters() {
  const [params, updateSearch] = useSearchUpdate();
  const search = params.get("q") ?? "";
  const raw = params.get("status");
  const status: BusinessListFilter = isFilter(raw) ? raw : "all";
  const [typed, setTyped] = useState(search);
  const settle = useDebouncedCallback(
    (value: string) => updateSearch({ q: value.trim() }, { replace: true }),
    SEARCH_DELAY_MS,
  );
  return {
    typed,
    search: search.trim(),
    status,
    type: (value: string) => {
      setTyped(value);
      settle(value);
    },
    setStatus: (next: BusinessListFilter) =>
      updateSearch({ status: next === "all" ? null : next }, { replace: true }),
  };
}
