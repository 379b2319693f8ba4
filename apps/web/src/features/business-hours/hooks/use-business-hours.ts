import type { HolidayCountry, SaveBusinessHoursBody } from "@consola/shared";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { configKeys } from "../../../data/config";
import { errorMessage } from "../../../lib/api/error-message";
import { fetchBusinessHours, fetchOfficialHolidays, saveBusinessHours } from "../api/business-hours-api";

export const businessHoursKeys = {
  hours: [...configKeys.of("businessHours"), "mine"] as const,
  official: (country: HolidayCountry, year: number) => ["officialHolidays", country, year] as const,
};

/** Read again every minute, so "ahora: abierto/cerrado" follows the clock as the server computes it. */
export function useBusinessHours() {
  return useQuery({
    queryKey: businessHoursKeys.hours,
    queryFn: ({ signal }) => fetchBusinessHours(signal),
    refetchInterval: 60_000,
  });
}

export function useOfficialHolidays(country: HolidayCountry, year: number, enabled: boolean) {
  return useQuery({
    queryKey: businessHoursKeys.official(country, year),
    queryFn: ({ signal }) => fetchOfficialHolidays(country, year, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSaveBusinessHours() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBusinessHoursBody) => saveBusinessHours(body),
    onSuccess: ({ data, message }) => {
      client.setQueryData(businessHoursKeys.hours, data);
      if (message) notifications.show({ color: "teal", message, withBorder: true });
    },
    onError: (error) => notifications.show({ color: "red", message: errorMessage(error), withBorder: true }),
  });
}
