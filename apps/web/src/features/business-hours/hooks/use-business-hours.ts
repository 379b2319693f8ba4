import type { HolidayCountry, SaveBusinessHoursBody } from "@consola/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useConfigBusiness } from "../../../data/config";
import { toast } from "../../../lib/notify/toast";
import { saveBusinessHours } from "../api/business-hours-api";
import { businessHoursQueries } from "../queries";

/** Read again every minute, so "ahora: abierto/cerrado" follows the clock as the server computes it. */
export function useBusinessHours() {
  return useQuery({ ...businessHoursQueries.hours(useConfigBusiness()), refetchInterval: 60_000 });
}

export function useOfficialHolidays(country: HolidayCountry, year: number, enabled: boolean) {
  return useQuery({ ...businessHoursQueries.official(useConfigBusiness(), country, year), enabled });
}

export function useSaveBusinessHours() {
  const client = useQueryClient();
  const businessId = useConfigBusiness();
  return useMutation({
    mutationFn: (body: SaveBusinessHoursBody) => saveBusinessHours(businessId, body),
    onSuccess: ({ data, message }) => {
      client.setQueryData(businessHoursQueries.hours(businessId).queryKey, data);
      if (message) toast.done(message, { bordered: true });
    },
    onError: (error) => toast.failed(error, { bordered: true }),
  });
}
