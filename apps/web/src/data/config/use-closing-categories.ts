import { useQuery } from "@tanstack/react-query";
import { configQueries } from "./queries";

/** Only active categories may close a chat; one added or changed in /config shows here without a reload. */
export function useClosingCategories(enabled: boolean) {
  return useQuery({
    ...configQueries.closingCategories(null, "active"),
    enabled,
    // The server already sends only active ones; a category deactivated a moment ago never slips through.
    select: (categories) => categories.filter((category) => category.status === "active"),
  });
}
