import {
  type BusinessHours,
  businessHoursSchema,
  type Holiday,
  type HolidayCountry,
  holidayListSchema,
  type SaveBusinessHoursBody,
} from "@consola/shared";
import { api } from "../../../lib/api/api";
import { inBusiness } from "../../../lib/api/in-business";
import { parseResponse } from "../../../lib/api/parse-response";
import { postInBusiness, type Saved } from "../../../lib/api/post-in-business";

// Every call names the business it is about (null: the caller's own) as ?business_id=, as the business
// panel of a platform admin sends it.

export async function fetchBusinessHours(
  businessId: number | null,
  signal?: AbortSignal,
): Promise<BusinessHours> {
  // A GET's query is its second argument (the options' query would be replaced by it).
  const data = await api.get<unknown>("/api/config/GetBusinessHours", inBusiness(businessId).query, {
    signal,
  });
  return parseResponse(businessHoursSchema, data, "GetBusinessHours");
}

export function saveBusinessHours(
  businessId: number | null,
  body: SaveBusinessHoursBody,
): Promise<Saved<BusinessHours>> {
  return postInBusiness("/api/config/SaveBusinessHours", businessHoursSchema, businessId, body);
}

export async function fetchOfficialHolidays(
  businessId: number | null,
  country: HolidayCountry,
  year: number,
  signal?: AbortSignal,
): Promise<Holiday[]> {
  const data = await api.post<unknown>(
    "/api/config/OfficialHolidays",
    { country, year },
    { signal, ...inBusiness(businessId) },
  );
  return parseResponse(holidayListSchema, data, "OfficialHolidays");
}
