import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../lib/api/api";
import { parseResponse } from "../../lib/api/parse-response";
import { configKeys } from "./config-keys";

/** What a picker of areas needs of each (the areas screen reads the whole area). */
const areaOptionSchema = z.object({ id: z.number().int(), name: z.string() });
const areaOptionListSchema = z.array(areaOptionSchema);
export type AreaOption = z.infer<typeof areaOptionSchema>;

export const areaOptionKeys = {
  list: [...configKeys.of("areas"), "options"] as const,
  /** A business a platform admin named; its own business for everybody else. */
  of: (businessId: number | null) => [...configKeys.of("areas"), "options", businessId ?? "own"] as const,
};

/**
 * ListBusinessArea, by name; keyed under configKeys, so an area added or renamed elsewhere shows at once.
 * A platform admin names the business (?business_id=); everybody else gets their own.
 */
export async function fetchAreaOptions(
  businessId: number | null,
  signal?: AbortSignal,
): Promise<AreaOption[]> {
  const query = businessId ? { query: { business_id: businessId } } : {};
  const data = await api.post<unknown>("/api/admin/ListBusinessArea", {}, { signal, ...query });
  return parseResponse(areaOptionListSchema, data, "ListBusinessArea");
}

/** The business's areas for a select (quick answers, users…). */
export function useAreaOptions(options: { enabled?: boolean; businessId?: number | null } = {}) {
  const businessId = options.businessId ?? null;
  return useQuery({
    queryKey: areaOptionKeys.of(businessId),
    queryFn: ({ signal }) => fetchAreaOptions(businessId, signal),
    enabled: options.enabled ?? true,
  });
}
