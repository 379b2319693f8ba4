import {
  businessSettingsSchema,
  saveColorsBodySchema,
  saveMyBusinessBodySchema,
  saveSettingsBodySchema,
  saveSurveyActiveBodySchema,
  surveyActiveSchema,
} from "../schemas/business.schema.js";
import { colorsSchema, myBusinessSchema } from "../schemas/my-business.schema.js";
import { businessIdQuerySchema, getColorsQuerySchema } from "../schemas/settings.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "business";

export const businessEndpoints = {
  mine: endpoint({
    method: "POST",
    path: "/api/admin/MyBusiness",
    summary: "The caller's own business (business roles); platform admins name one with business_id",
    tag,
    access: ACCESS.signedIn,
    query: businessIdQuerySchema,
    answer: myBusinessSchema,
  }),
  saveMine: endpoint({
    method: "POST",
    path: "/api/admin/SaveMyBusiness",
    summary:
      "Change the business's own data: name, RFC, person type, phone, e-mail, address, postal code (business admins)",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: saveMyBusinessBodySchema,
    answer: myBusinessSchema,
  }),
  settings: endpoint({
    method: "POST",
    path: "/api/admin/Settings",
    summary: "Time-zone setting of a business (own business; platform admins name one with business_id)",
    tag,
    access: ACCESS.signedIn,
    query: businessIdQuerySchema,
    answer: businessSettingsSchema,
  }),
  saveSettings: endpoint({
    method: "POST",
    path: "/api/admin/SaveSettings",
    summary: "Change the time zone, extra hours and default phone country (business admins)",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: saveSettingsBodySchema,
    answer: businessSettingsSchema,
  }),
  colors: endpoint({
    method: "GET",
    path: "/api/config/GetColors",
    summary: "Theme colours of a business",
    tag,
    access: ACCESS.signedIn,
    query: getColorsQuerySchema,
    answer: colorsSchema,
  }),
  saveColors: endpoint({
    method: "POST",
    path: "/api/config/SaveColors",
    summary: "Change the business's theme colours (business admins)",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: saveColorsBodySchema,
    answer: colorsSchema,
  }),
  saveSurveyActive: endpoint({
    method: "POST",
    path: "/api/config/SaveSurveyActive",
    summary: "Switch the business's surveys on or off (business admins)",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: saveSurveyActiveBodySchema,
    answer: surveyActiveSchema,
  }),
} as const satisfies Record<string, Endpoint>;
