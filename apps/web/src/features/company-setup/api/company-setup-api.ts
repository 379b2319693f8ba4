import {
  type BusinessSettings,
  businessSettingsSchema,
  type Colors,
  colorsSchema,
  type MyBusiness,
  myBusinessSchema,
  type SaveMyBusinessBody,
  type SaveSettingsBody,
  surveyActiveSchema,
} from "@consola/shared";
import { api } from "../../../lib/api/api";
import { parseResponse } from "../../../lib/api/parse-response";

export type Saved<T> = { data: T; message: string };

export async function fetchMyBusiness(signal?: AbortSignal): Promise<MyBusiness> {
  const data = await api.post<unknown>("/api/admin/MyBusiness", undefined, { signal });
  return parseResponse(myBusinessSchema, data, "MyBusiness");
}

export async function fetchSettings(signal?: AbortSignal): Promise<BusinessSettings> {
  const data = await api.post<unknown>("/api/admin/Settings", undefined, { signal });
  return parseResponse(businessSettingsSchema, data, "Settings");
}

export async function fetchColors(signal?: AbortSignal): Promise<Colors> {
  const data = await api.get<unknown>("/api/config/GetColors", undefined, { signal });
  return parseResponse(colorsSchema, data, "GetColors");
}

export async function saveMyBusiness(body: SaveMyBusinessBody): Promise<Saved<MyBusiness>> {
  const result = await api.request<unknown>("/api/admin/SaveMyBusiness", { method: "POST", body });
  return { data: parseResponse(myBusinessSchema, result.data, "SaveMyBusiness"), message: result.message };
}

export async function saveSettings(body: SaveSettingsBody): Promise<Saved<BusinessSettings>> {
  const result = await api.request<unknown>("/api/admin/SaveSettings", { method: "POST", body });
  return {
    data: parseResponse(businessSettingsSchema, result.data, "SaveSettings"),
    message: result.message,
  };
}

export async function saveColors(colors: Colors): Promise<Saved<Colors>> {
  const result = await api.request<unknown>("/api/config/SaveColors", { method: "POST", body: { colors } });
  return { data: parseResponse(colorsSchema, result.data, "SaveColors"), message: result.message };
}

export async function saveSurveyActive(surveyActive: boolean): Promise<Saved<{ surveyActive: boolean }>> {
  const result = await api.request<unknown>("/api/config/SaveSurveyActive", {
    method: "POST",
    body: { surveyActive },
  });
  return {
    data: parseResponse(surveyActiveSchema, result.data, "SaveSurveyActive"),
    message: result.message,
  };
}
