import {
  BUSINESS_MESSAGES,
  businessIdInput,
  businessIdQuerySchema,
  businessSettingsSchema,
  colorsSchema,
  myBusinessSchema,
  saveColorsBodySchema,
  saveMyBusinessBodySchema,
  saveSettingsBodySchema,
  saveSurveyActiveBodySchema,
  surveyActiveSchema,
} from "@consola/shared";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok, okSchema } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { requireBusinessUser, resolveBusinessId } from "../../tenancy/auth-context.js";
import { authOf } from "../auth/authenticate.js";
import { getBusiness } from "./business.repo.js";
import {
  saveColors,
  saveMyBusiness,
  saveSettings,
  saveSurveyActive,
  toMyBusiness,
  toSettings,
} from "./business.service.js";

const tags = ["business"];

/** Platform admins name the business in the body or the query string. */
const namedBusiness = (
  body: { business_id?: number | undefined },
  query: { business_id?: number | undefined },
) => body.business_id ?? query.business_id;

export function businessRoutes(deps: AppDeps) {
  return async function register(app: App) {
    app.post(
      "/api/admin/MyBusiness",
      {
        schema: {
          tags,
          summary: "The caller's own business (business roles)",
          response: { 200: okSchema(myBusinessSchema) },
        },
      },
      async (request) => {
        const auth = requireBusinessUser(authOf(request));
        return ok(toMyBusiness(await getBusiness(deps.db, auth.businessId)));
      },
    );

    app.post(
      "/api/admin/SaveMyBusiness",
      {
        schema: {
          tags,
          summary:
            "Change the business's own data: name, RFC, person type, phone, e-mail, address, postal code (business admins)",
          querystring: businessIdQuerySchema,
          body: saveMyBusinessBodySchema,
          response: { 200: okSchema(myBusinessSchema) },
        },
      },
      async (request) => {
        const { business_id: _named, ...values } = request.body;
        const saved = await saveMyBusiness(deps, authOf(request), {
          ...values,
          businessId: namedBusiness(request.body, request.query),
          ip: request.ip,
        });
        return ok(saved, BUSINESS_MESSAGES.businessSaved);
      },
    );

    app.post(
      "/api/admin/Settings",
      {
        schema: {
          tags,
          summary:
            "Time-zone setting of a business (own business; platform admins name one with business_id)",
          querystring: businessIdQuerySchema,
          response: { 200: okSchema(businessSettingsSchema) },
        },
      },
      async (request) => {
        const businessId = resolveBusinessId(authOf(request), request.query.business_id);
        return ok(toSettings(await getBusiness(deps.db, businessId)));
      },
    );

    app.post(
      "/api/admin/SaveSettings",
      {
        schema: {
          tags,
          summary: "Change the time zone, extra hours and default phone country (business admins)",
          querystring: businessIdQuerySchema,
          body: saveSettingsBodySchema,
          response: { 200: okSchema(businessSettingsSchema) },
        },
      },
      async (request) => {
        const { BusinessTimeZone, addHours, phoneCountry } = request.body;
        const saved = await saveSettings(deps, authOf(request), {
          BusinessTimeZone,
          addHours,
          phoneCountry,
          businessId: namedBusiness(request.body, request.query),
          ip: request.ip,
        });
        return ok(saved, BUSINESS_MESSAGES.settingsSaved);
      },
    );

    app.get(
      "/api/config/GetColors",
      {
        schema: {
          tags,
          summary: "Theme colours of a business",
          querystring: z.object({ Id: businessIdInput }),
          response: { 200: okSchema(colorsSchema) },
        },
      },
      async (request) => {
        const businessId = resolveBusinessId(authOf(request), request.query.Id);
        return ok((await getBusiness(deps.db, businessId)).colors);
      },
    );

    app.post(
      "/api/config/SaveColors",
      {
        schema: {
          tags,
          summary: "Change the business's theme colours (business admins)",
          querystring: businessIdQuerySchema,
          body: saveColorsBodySchema,
          response: { 200: okSchema(colorsSchema) },
        },
      },
      async (request) => {
        const saved = await saveColors(deps, authOf(request), {
          colors: request.body.colors,
          businessId: namedBusiness(request.body, request.query),
          ip: request.ip,
        });
        return ok(saved, BUSINESS_MESSAGES.colorsSaved);
      },
    );

    app.post(
      "/api/config/SaveSurveyActive",
      {
        schema: {
          tags,
          summary: "Switch the business's surveys on or off (business admins)",
          querystring: businessIdQuerySchema,
          body: saveSurveyActiveBodySchema,
          response: { 200: okSchema(surveyActiveSchema) },
        },
      },
      async (request) => {
        const saved = await saveSurveyActive(deps, authOf(request), {
          surveyActive: request.body.surveyActive,
          businessId: namedBusiness(request.body, request.query),
          ip: request.ip,
        });
        return ok(saved, saved.surveyActive ? BUSINESS_MESSAGES.surveysOn : BUSINESS_MESSAGES.surveysOff);
      },
    );
  };
}
