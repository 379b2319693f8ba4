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

export type Saved<T> = { data: T; message: string };

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

export async function saveMyBusiness(
  businessId: number | null,
  body: SaveMyBusinessBody,
): Promise<Saved<MyBusiness>> {
  const result = await api.request<unknown>("/api/admin/SaveMyBusiness", {
    method: "POST",
    body,
    ...inBusiness(businessId),
  });
  return { data: parseResponse(myBusinessSchema, result.data, "SaveMyBusiness"), message: result.message };
}

export async function saveSettings(
  businessId: number | null,
  body: SaveSettingsBody,
): Promise<Saved<BusinessSettings>> {
  const result = await api.request<unknown>("/api/admin/SaveSettings", {
    method: "POST",
    body,
    ...inBusiness(businessId),
  });
  return {
    data: parseResponse(businessSettingsSchema, result.data, "SaveSettings"),
    message: result.message,
  };
}

export async function saveColors(businessId: number | null, colors: Colors): Promise<Saved<Colors>> {
  const result = await api.request<unknown>("/api/config/SaveColors", {
    method: "POST",
    body: { colors },
    ...inBusiness(businessId),
  });
  return { data: parseResponse(colorsSchema, result.data, "SaveColors"), message: result.message };
}
