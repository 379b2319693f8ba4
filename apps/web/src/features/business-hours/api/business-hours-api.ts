import {
  type BusinessHours,
  businessHoursSchema,
  type Holiday,
  type HolidayCountry,
  holidayListSchema,
  type SaveBusinessHoursBody,
} from "@consola/shared";
import { api } from "../../../lib/api/api";
import { parseResponse } from "../../../lib/api/parse-response";

export async function fetchBusinessHours(signal?: AbortSignal): Promise<BusinessHours> {
  const data = await api.get<unknown>("/api/config/GetBusinessHours", undefined, { signal });
  return parseResponse(businessHoursSchema, data, "GetBusinessHours");
}

export async function saveBusinessHours(
  body: SaveBusinessHoursBody,
): Promise<{ data: BusinessHours; message: string }> {
  const result = await api.request<unknown>("/api/config/SaveBusinessHours", { method: "POST", body });
  return {
    data: parseResponse(businessHoursSchema, result.data, "SaveBusinessHours"),
    message: result.message,
  };
}

export async function fetchOfficialHolidays(
  country: HolidayCountry,
  year: number,
  signal?: AbortSignal,
): Promise<Holiday[]> {
  const data = await api.post<unknown>("/api/config/OfficialHolidays", { country, year }, { signal });
  return parseResponse(holidayListSchema, data, "OfficialHolidays");
}
