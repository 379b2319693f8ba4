import {
  type BusinessSettings,
  businessSettingsSchema,
  type Colors,
  colorsSchema,
  type MyBusiness,
  myBusinessSchema,
  type SaveMyBusinessBody,
  type SaveSettingsBody,
} from "@consola/shared";
import { api } from "../../../lib/api/api";
import { inBusiness } from "../../../lib/api/in-business";
import { parseResponse } from "../../../lib/api/parse-response";
import { postInBusiness, type Saved } from "../../../lib/api/post-in-business";

/**
 * Each call takes the business it is about: null for the caller's own, or the one the business panel chose
 * (sent as ?business_id=).
 */

export async function fetchSettings(
  businessId: number | null,
  signal?: AbortSignal,
): Promise<BusinessSettings> {
  const data = await api.post<unknown>("/api/admin/Settings", undefined, {
    signal,
    ...inBusiness(businessId),
  });
  return parseResponse(businessSettingsSchema, data, "Settings");
}

export async function fetchColors(businessId: number | null, signal?: AbortSignal): Promise<Colors> {
  const data = await api.get<unknown>("/api/config/GetColors", undefined, {
    signal,
    ...inBusiness(businessId),
  });
  return parseResponse(colorsSchema, data, "GetColors");
}

export function saveMyBusiness(
  businessId: number | null,
  body: SaveMyBusinessBody,
): Promise<Saved<MyBusiness>> {
  return postInBusiness("/api/admin/SaveMyBusiness", myBusinessSchema, businessId, body);
}

export function saveSettings(
  businessId: number | null,
  body: SaveSettingsBody,
): Promise<Saved<BusinessSettings>> {
  return postInBusiness("/api/admin/SaveSettings", businessSettingsSchema, businessId, body);
}

export function saveColors(businessId: number | null, colors: Colors): Promise<Saved<Colors>> {
  return postInBusiness("/api/config/SaveColors", colorsSchema, businessId, { colors });
}
