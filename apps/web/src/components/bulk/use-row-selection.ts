import { type ChangeEvent, type KeyboardEvent, useCallback, useMemo, useRef, useState } from "react";

export type PageSelection = "none" | "some" | "all";

type Options<Id> = {
  /** The ids of the rows on screen, in the order shown: a shift-click selects between two of them. */
  pageIds: readonly Id[];
  /** How many records the list's filters match in all, when the caller offers "all matching". */
  matchingTotal?: number | undefined;
};

/** The rows between two ids of the page, both included, in page order; empty when one is not on it. */
export function rangeBetween<Id>(pageIds: readonly Id[], from: Id, to: Id): Id[] {
  const start = pageIds.indexOf(from);
  const end = pageIds.indexOf(to);
  if (start < 0 || end < 0) return [];
  return pageIds.slice(Math.min(start, end), Math.max(start, end) + 1);
}

/**
 * Which rows of a table are selected: a set of ids kept across pages, or every record the filters match
 * (`allMatching`, for callers whose action takes the filters rather than ids). A shift-click, or shift+Space,
 * sets the whole range from the last row clicked to the state the clicked row takes.
 */
export function useRowSelection<Id extends string | number>({ pageIds, matchingTotal }: Options<Id>) {
  const [selected, setSelected] = useState<ReadonlySet<Id>>(() => new Set());
  const [allMatching, setAllMatching] = useState(false);
  const anchor = useRef<Id | null>(null);
  // Space on a focused checkbox clicks it; the shift held with it is read here in case the click lacks it.
  const shiftedSpace = useRef(false);

  const toggle = useCallback(
    (id: Id, withRange = false) => {
      // Read now: the updater may run after the anchor moved to this row.
      const from = anchor.current;
      setAllMatching(false);
      setSelected((current) => {
        const on = !current.has(id);
        const ids = withRange && from !== null ? rangeBetween(pageIds, from, id) : [];
        const next = new Set(current);
        for (const one of ids.length > 0 ? ids : [id]) {
          if (on) next.add(one);
          else next.delete(one);
        }
        return next;
      });
      anchor.current = id;
    },
    [pageIds],
  );

  const onPage = pageIds.filter((id) => selected.has(id)).length;
  const page: PageSelection =
    allMatching || (pageIds.length > 0 && onPage === pageIds.length) ? "all" : onPage > 0 ? "some" : "none";

  const togglePage = useCallback(() => {
    setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      const every = pageIds.length > 0 && pageIds.every((id) => current.has(id));
      for (const id of pageIds) {
        if (every) next.delete(id);
        else next.add(id);
      }
      return next;
    });
  }, [pageIds]);

  const clear = useCallback(() => {
    setSelected(new Set());
    setAllMatching(false);
    anchor.current = null;
  }, []);

  const selectAllMatching = useCallback(() => {
    setSelected((current) => new Set([...current, ...pageIds]));
    setAllMatching(true);
  }, [pageIds]);

  /** Props of a row's checkbox (Mantine's or a native one). */
  const rowProps = (id: Id) => ({
    checked: allMatching || selected.has(id),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === " ") shiftedSpace.current = event.shiftKey;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const native = event.nativeEvent;
      const shift = ("shiftKey" in native && native.shiftKey === true) || shiftedSpace.current;
      shiftedSpace.current = false;
      toggle(id, shift);
    },
  });

  /** Props of the header's checkbox: ticks or clears the whole page; half-ticked when some are. */
  const pageProps = () => ({
    checked: page === "all",
    indeterminate: page === "some",
    disabled: pageIds.length === 0,
    onChange: togglePage,
  });

  const count = allMatching && matchingTotal !== undefined ? matchingTotal : selected.size;
  const ids = useMemo(() => [...selected], [selected]);
  return {
    selected,
    ids,
    allMatching,
    count,
    page,
    /** The whole page is ticked and the filters match more than it: "all matching" may be offered. */
    canSelectAllMatching:
      !allMatching && page === "all" && matchingTotal !== undefined && matchingTotal > selected.size,
    isSelected: (id: Id) => allMatching || selected.has(id),
    toggle,
    togglePage,
    selectAllMatching,
    clear,
    rowProps,
    pageProps,
  };
}

export type RowSelection<Id extends string | number> = ReturnType<typeof useRowSelection<Id>>;
