import {
  type BusinessHours,
  businessHoursEndpoints,
  type Holiday,
  type HolidayCountry,
  type SaveBusinessHoursBody,
} from "@consola/shared";
import type { ApiResult } from "../../../lib/api/api-client";
import { call } from "../../../lib/api/call";

// Every call names the business it is about (null: the caller's own), as the business panel of a platform
// admin sends it.

export async function fetchBusinessHours(
  businessId: number | null,
  signal?: AbortSignal,
): Promise<BusinessHours> {
  return (await call(businessHoursEndpoints.getBusinessHours, undefined, { signal, business: businessId }))
    .data;
}

export function saveBusinessHours(
  businessId: number | null,
  body: SaveBusinessHoursBody,
): Promise<ApiResult<BusinessHours>> {
  return call(businessHoursEndpoints.saveBusinessHours, body, { business: businessId });
}

export async function fetchOfficialHolidays(
  businessId: number | null,
  country: HolidayCountry,
  year: number,
  signal?: AbortSignal,
): Promise<Holiday[]> {
  return (
    await call(businessHoursEndpoints.officialHolidays, { country, year }, { signal, business: businessId })
  ).data;
}
