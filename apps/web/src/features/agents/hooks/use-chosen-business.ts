import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** The business a platform admin looks at, kept in the URL (?business_id=) so the view can be shared. */
export function useChosenBusiness() {
  const [search, setSearch] = useSearchParams();
  const raw = Number(search.get("business_id"));
  const businessId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const choose = useCallback(
    (id: number | null) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set("business_id", String(id));
          else next.delete("business_id");
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { businessId, choose };
}
