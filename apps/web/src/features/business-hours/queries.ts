import type { HolidayCountry } from "@consola/shared";
import { queryOptions } from "@tanstack/react-query";
import { configKeys } from "../../data/config";
import { fetchBusinessHours, fetchOfficialHolidays } from "./api/business-hours-api";

/**
 * The hours per business (the business panel's reads of another business never mix with one's own). The
 * official holidays are the same for everybody, but the call is allowed per business, so it is keyed by it
 * too (outside the configuration: nothing a business saves changes them).
 */
export const businessHoursQueries = {
  hours: (businessId: number | null) =>
    queryOptions({
      queryKey: [...configKeys.in("businessHours", businessId), "hours"],
      queryFn: ({ signal }) => fetchBusinessHours(businessId, signal),
    }),
  official: (businessId: number | null, country: HolidayCountry, year: number) =>
    queryOptions({
      queryKey: ["officialHolidays", country, year, businessId ?? "own"],
      queryFn: ({ signal }) => fetchOfficialHolidays(businessId, country, year, signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
