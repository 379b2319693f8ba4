import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../lib/api/api";
import { inBusiness } from "../../lib/api/in-business";
import { parseResponse } from "../../lib/api/parse-response";
import { useConfigBusiness } from "./config-business";
import { configKeys } from "./config-keys";

/** What a picker of areas needs of each (the areas screen reads the whole area). */
const areaOptionSchema = z.object({ id: z.number().int(), name: z.string() });
const areaOptionListSchema = z.array(areaOptionSchema);
export type AreaOption = z.infer<typeof areaOptionSchema>;

export const areaOptionKeys = {
  of: (businessId: number | null) => [...configKeys.in("areas", businessId), "options"] as const,
};

/** ListBusinessArea, by name; keyed under configKeys, so an area added or renamed elsewhere shows at once. */
export async function fetchAreaOptions(
  businessId: number | null,
  signal?: AbortSignal,
): Promise<AreaOption[]> {
  const data = await api.post<unknown>(
    "/api/admin/ListBusinessArea",
    {},
    { signal, ...inBusiness(businessId) },
  );
  return parseResponse(areaOptionListSchema, data, "ListBusinessArea");
}

/** The areas of the business the screen is about, for a select (quick answers, users…). */
export function useAreaOptions(options: { enabled?: boolean } = {}) {
  const businessId = useConfigBusiness();
  return useQuery({
    queryKey: areaOptionKeys.of(businessId),
    queryFn: ({ signal }) => fetchAreaOptions(businessId, signal),
    enabled: options.enabled ?? true,
  });
}
