import type { HolidayCountry, SaveBusinessHoursBody } from "@consola/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { configKeys, useConfigBusiness } from "../../../data/config";
import { toast } from "../../../lib/notify/toast";
import { fetchBusinessHours, fetchOfficialHolidays, saveBusinessHours } from "../api/business-hours-api";

/**
 * The hours per business (the business panel's reads of another business never mix with one's own). The
 * official holidays are the same for everybody, but the call is allowed per business, so it is keyed by it
 * too (outside the configuration: nothing a business saves changes them).
 */
export const businessHoursKeys = {
  hours: (businessId: number | null) => [...configKeys.in("businessHours", businessId), "hours"] as const,
  official: (businessId: number | null, country: HolidayCountry, year: number) =>
    ["officialHolidays", country, year, businessId ?? "own"] as const,
};

/** Read again every minute, so "ahora: abierto/cerrado" follows the clock as the server computes it. */
export function useBusinessHours() {
  const businessId = useConfigBusiness();
  return useQuery({
    queryKey: businessHoursKeys.hours(businessId),
    queryFn: ({ signal }) => fetchBusinessHours(businessId, signal),
    refetchInterval: 60_000,
  });
}

export function useOfficialHolidays(country: HolidayCountry, year: number, enabled: boolean) {
  const businessId = useConfigBusiness();
  return useQuery({
    queryKey: businessHoursKeys.official(businessId, country, year),
    queryFn: ({ signal }) => fetchOfficialHolidays(businessId, country, year, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSaveBusinessHours() {
  const client = useQueryClient();
  const businessId = useConfigBusiness();
  return useMutation({
    mutationFn: (body: SaveBusinessHoursBody) => saveBusinessHours(businessId, body),
    onSuccess: ({ data, message }) => {
      client.setQueryData(businessHoursKeys.hours(businessId), data);
      if (message) toast.done(message, { bordered: true });
    },
    onError: (error) => toast.failed(error, { bordered: true }),
  });
}
