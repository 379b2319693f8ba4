import { useCallback, useRef } from "react";
import { useSearchParams } from "react-router";

export type SearchChanges = Record<string, string | null>;

type UpdateOptions = {
  /** Replace the history entry (typing, filters) rather than push one the back button should undo. */
  replace: boolean;
  /** Rules that follow a change, such as "a new filter goes back to the first page". */
  adjust?: (next: URLSearchParams, changes: SearchChanges) => void;
};

/**
 * The page's state in the URL, and the one way to change it: a null or empty value removes the key.
 *
 * React Router hands a functional update the params of the last render, so two changes made before the
 * next render (a typed search's pause ending as a day is picked) would lose the first. Each change builds
 * on the latest unrendered one instead, until the URL has caught up.
 */
export function useSearchUpdate() {
  const [search, setSearch] = useSearchParams();
  const unrendered = useRef<{ after: URLSearchParams; next: URLSearchParams } | null>(null);

  const update = useCallback(
    (changes: SearchChanges, { replace, adjust }: UpdateOptions) => {
      const latest = unrendered.current?.after === search ? unrendered.current.next : search;
      const next = new URLSearchParams(latest);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === "") next.delete(key);
        else next.set(key, value);
      }
      adjust?.(next, changes);
      unrendered.current = { after: search, next };
      setSearch(next, { replace });
    },
    [search, setSearch],
  );

  return [search, update] as const;
}
