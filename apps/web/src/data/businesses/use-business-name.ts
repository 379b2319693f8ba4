import type { BusinessListPage } from "@consola/shared";
import { type InfiniteData, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { businessKeys } from "./business-keys";
import { useBusinessList } from "./use-business-list";

type Named = { id: number; name: string };

/**
 * The name of a business chosen by id (the id may come from a shared URL): from the pages of businesses
 * already read (the picker's first page is read anyway), else "Empresa 7". Null while the first page loads.
 */
export function useBusinessName(id: number | null, known: readonly Named[] = []): string | null {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const first = useBusinessList({ search: "", status: "active" }, { enabled: id !== null });
  if (id === null) return null;
  const read = queryClient
    .getQueriesData<InfiniteData<BusinessListPage>>({ queryKey: businessKeys.lists })
    .flatMap(([, data]) => data?.pages.flatMap((page) => page.items) ?? []);
  const found = [...known, ...read].find((business) => business.id === id);
  if (found) return found.name;
  return first.isPending ? null : t("businessPicker.unknown", { id });
}
