import { useCallback } from "react";
import { useSearchUpdate } from "../../lib/url/use-search-update";

/** The business a platform admin looks at, kept in the URL (?business_id=) so the view can be shared. */
export function useChosenBusiness() {
  const [search, updateSearch] = useSearchUpdate();
  const raw = Number(search.get("business_id"));
  const businessId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const choose = useCallback(
    (id: number | null) => updateSearch({ business_id: id ? String(id) : null }, { replace: true }),
    [updateSearch],
  );
  return { businessId, choose };
}
