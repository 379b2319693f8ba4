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
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { inNamedBusiness } from "../../http/named-business.js";
import { resolveBusinessId } from "../../tenancy/auth-context.js";
import { type OkCall, okRoutes } from "../ok-routes.js";
import { type BusinessRow, getBusiness } from "./business.repo.js";
import {
  saveColors,
  saveMyBusiness,
  saveSettings,
  saveSurveyActive,
  toMyBusiness,
  toSettings,
} from "./business.service.js";

const tags = ["business"];

export function businessRoutes(deps: AppDeps) {
  /** Answers with the caller's business (or the one a platform admin names), shaped by `view`. */
  const namedBusinessAs =
    <T>(view: (row: BusinessRow) => T) =>
    async (call: OkCall<undefined, typeof businessIdQuerySchema>) =>
      ok(view(await getBusiness(deps.db, resolveBusinessId(call.auth, call.query.business_id))));

  return async function register(app: App) {
    const route = okRoutes(app, tags);
    route.post(
      "/api/admin/MyBusiness",
      {
        summary: "The caller's own business (business roles); platform admins name one with business_id",
        querystring: businessIdQuerySchema,
        data: myBusinessSchema,
      },
      namedBusinessAs(toMyBusiness),
    );

    route.post(
      "/api/admin/SaveMyBusiness",
      {
        summary:
          "Change the business's own data: name, RFC, person type, phone, e-mail, address, postal code (business admins)",
        querystring: businessIdQuerySchema,
        body: saveMyBusinessBodySchema,
        data: myBusinessSchema,
      },
      async (call) =>
        ok(await saveMyBusiness(deps, call.auth, inNamedBusiness(call)), BUSINESS_MESSAGES.businessSaved),
    );

    route.post(
      "/api/admin/Settings",
      {
        summary: "Time-zone setting of a business (own business; platform admins name one with business_id)",
        querystring: businessIdQuerySchema,
        data: businessSettingsSchema,
      },
      namedBusinessAs(toSettings),
    );

    route.post(
      "/api/admin/SaveSettings",
      {
        summary: "Change the time zone, extra hours and default phone country (business admins)",
        querystring: businessIdQuerySchema,
        body: saveSettingsBodySchema,
        data: businessSettingsSchema,
      },
      async (call) =>
        ok(await saveSettings(deps, call.auth, inNamedBusiness(call)), BUSINESS_MESSAGES.settingsSaved),
    );

    route.get(
      "/api/config/GetColors",
      {
        summary: "Theme colours of a business",
        // Id is the spec's name; business_id is how every other settings call names the business.
        querystring: z.object({ Id: businessIdInput, business_id: businessIdInput }),
        data: colorsSchema,
      },
      async (call) => {
        const businessId = resolveBusinessId(call.auth, call.query.business_id ?? call.query.Id);
        return ok((await getBusiness(deps.db, businessId)).colors);
      },
    );

    route.post(
      "/api/config/SaveColors",
      {
        summary: "Change the business's theme colours (business admins)",
        querystring: businessIdQuerySchema,
        body: saveColorsBodySchema,
        data: colorsSchema,
      },
      async (call) =>
        ok(await saveColors(deps, call.auth, inNamedBusiness(call)), BUSINESS_MESSAGES.colorsSaved),
    );

    route.post(
      "/api/config/SaveSurveyActive",
      {
        summary: "Switch the business's surveys on or off (business admins)",
        querystring: businessIdQuerySchema,
        body: saveSurveyActiveBodySchema,
        data: surveyActiveSchema,
      },
      async (call) => {
        const saved = await saveSurveyActive(deps, call.auth, inNamedBusiness(call));
        return ok(saved, saved.surveyActive ? BUSINESS_MESSAGES.surveysOn : BUSINESS_MESSAGES.surveysOff);
      },
    );
  };
}
