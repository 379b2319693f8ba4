import { queryOptions } from "@tanstack/react-query";
import { configKeys } from "../../data/config/config-keys";
import { fetchAreas, searchPeople } from "./api/areas-api";

/** Keyed under configKeys: areas (and the people in them) refresh when any console of the business saves. */
export const areaQueries = {
  list: (businessId: number | null) =>
    queryOptions({
      queryKey: [...configKeys.in("areas", businessId), "full"],
      queryFn: ({ signal }) => fetchAreas(businessId, signal),
    }),
  people: (businessId: number | null, search: string) =>
    queryOptions({
      queryKey: [...configKeys.in("users", businessId), "area-picker", search],
      queryFn: ({ signal }) => searchPeople(businessId, search, signal),
    }),
};
