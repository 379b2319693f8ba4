import type { BusinessListFilter } from "@consola/shared";

/**
 * Query keys of the platform's businesses: the pickers and /admin/business read the same lists, so a
 * business created, renamed or deactivated on /admin/business refreshes every picker with one invalidation.
 */
export const businessKeys = {
  all: ["businesses"] as const,
  lists: ["businesses", "list"] as const,
  list: (status: BusinessListFilter, search: string) => ["businesses", "list", status, search] as const,
};
