import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../lib/api/api";
import { parseResponse } from "../../lib/api/parse-response";
import { configKeys } from "./config-keys";

/** What a picker of areas needs of each (the areas screen reads the whole area). */
const areaOptionSchema = z.object({ id: z.number().int(), name: z.string() });
const areaOptionListSchema = z.array(areaOptionSchema);
export type AreaOption = z.infer<typeof areaOptionSchema>;

export const areaOptionKeys = { list: [...configKeys.of("areas"), "options"] as const };

/** ListBusinessArea, by name; keyed under configKeys, so an area added or renamed elsewhere shows at once. */
export async function fetchAreaOptions(signal?: AbortSignal): Promise<AreaOption[]> {
  const data = await api.post<unknown>("/api/admin/ListBusinessArea", {}, { signal });
  return parseResponse(areaOptionListSchema, data, "ListBusinessArea");
}

/** The business's areas for a select (quick answers, users…). */
export function useAreaOptions(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: areaOptionKeys.list,
    queryFn: ({ signal }) => fetchAreaOptions(signal),
    enabled: options.enabled ?? true,
  });
}
