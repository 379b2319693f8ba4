import {
  type BusinessSettings,
  businessEndpoints,
  type Colors,
  type MyBusiness,
  type SaveMyBusinessBody,
  type SaveSettingsBody,
} from "@consola/shared";
import type { ApiResult } from "../../../lib/api/api-client";
import { call } from "../../../lib/api/call";

/**
 * Each call takes the business it is about: null for the caller's own, or the one the business panel chose
 * (sent as ?business_id=).
 */

export async function fetchSettings(
  businessId: number | null,
  signal?: AbortSignal,
): Promise<BusinessSettings> {
  return (await call(businessEndpoints.settings, undefined, { signal, business: businessId })).data;
}

export async function fetchColors(businessId: number | null, signal?: AbortSignal): Promise<Colors> {
  return (await call(businessEndpoints.colors, undefined, { signal, business: businessId })).data;
}

export function saveMyBusiness(
  businessId: number | null,
  body: SaveMyBusinessBody,
): Promise<ApiResult<MyBusiness>> {
  return call(businessEndpoints.saveMine, body, { business: businessId });
}

export function saveSettings(
  businessId: number | null,
  body: SaveSettingsBody,
): Promise<ApiResult<BusinessSettings>> {
  return call(businessEndpoints.saveSettings, body, { business: businessId });
}

export function saveColors(businessId: number | null, colors: Colors): Promise<ApiResult<Colors>> {
  return call(businessEndpoints.saveColors, { colors }, { business: businessId });
}
