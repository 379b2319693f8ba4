import type { SegmentConditionsBody } from "@consola/shared";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { segmentQueries } from "../../../data/segments/queries";

/** How long the builder waits after the last change before it counts again. */
export const COUNT_DEBOUNCE_MS = 400;

/**
 * The live count of conditions being built: counted again a moment after the last change, the previous
 * answer shown meanwhile. `waiting` while the count on screen is not yet of the conditions shown.
 */
export function useSegmentCount(conditions: SegmentConditionsBody, enabled: boolean) {
  const text = JSON.stringify(conditions);
  // The same conditions keep the same object, so the debounce only restarts on a real change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text stands for the conditions
  const stable = useMemo(() => conditions, [text]);
  const [debounced] = useDebouncedValue(stable, COUNT_DEBOUNCE_MS);
  const count = useQuery({
    ...segmentQueries.count(debounced),
    placeholderData: keepPreviousData,
    enabled,
  });
  const waiting = debounced !== stable || count.isFetching;
  return { count, waiting };
}
