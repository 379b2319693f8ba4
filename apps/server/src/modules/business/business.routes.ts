import { BUSINESS_MESSAGES, businessEndpoints, type businessIdQuerySchema } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { inNamedBusiness } from "../../http/named-business.js";
import { resolveBusinessId } from "../../tenancy/auth-context.js";
import { type EndpointCall, serve } from "../serve-endpoint.js";
import { type BusinessRow, getBusiness } from "./business.repo.js";
import {
  saveColors,
  saveMyBusiness,
  saveSettings,
  saveSurveyActive,
  toMyBusiness,
  toSettings,
} from "./business.service.js";

export function businessRoutes(deps: AppDeps) {
  /** Answers with the caller's business (or the one a platform admin names), shaped by `view`. */
  const namedBusinessAs =
    <T>(view: (row: BusinessRow) => T) =>
    async (call: Pick<EndpointCall<undefined, typeof businessIdQuerySchema>, "auth" | "query">) =>
      ok(view(await getBusiness(deps.db, resolveBusinessId(call.auth, call.query.business_id))));

  return async function register(app: App) {
    serve(app, businessEndpoints.mine, namedBusinessAs(toMyBusiness));

    serve(app, businessEndpoints.saveMine, async (call) =>
      ok(await saveMyBusiness(deps, call.auth, inNamedBusiness(call)), BUSINESS_MESSAGES.businessSaved),
    );

    serve(app, businessEndpoints.settings, namedBusinessAs(toSettings));

    serve(app, businessEndpoints.saveSettings, async (call) =>
      ok(await saveSettings(deps, call.auth, inNamedBusiness(call)), BUSINESS_MESSAGES.settingsSaved),
    );

    serve(app, businessEndpoints.colors, async (call) => {
      const businessId = resolveBusinessId(call.auth, call.query.business_id ?? call.query.Id);
      return ok((await getBusiness(deps.db, businessId)).colors);
    });

    serve(app, businessEndpoints.saveColors, async (call) =>
      ok(await saveColors(deps, call.auth, inNamedBusiness(call)), BUSINESS_MESSAGES.colorsSaved),
    );

    serve(app, businessEndpoints.saveSurveyActive, async (call) => {
      const saved = await saveSurveyActive(deps, call.auth, inNamedBusiness(call));
      return ok(saved, saved.surveyActive ? BUSINESS_MESSAGES.surveysOn : BUSINESS_MESSAGES.surveysOff);
    });
  };
}
