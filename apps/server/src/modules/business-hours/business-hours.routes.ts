import { BUSINESS_HOURS_MESSAGES, businessHoursEndpoints } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { inNamedBusiness, namedBusiness } from "../../http/named-business.js";
import { serve } from "../serve-endpoint.js";
import { getBusinessHours, listOfficialHolidays, saveBusinessHours } from "./business-hours.service.js";

export function businessHoursRoutes(deps: AppDeps) {
  return async function register(app: App) {
    serve(app, businessHoursEndpoints.getBusinessHours, async (call) =>
      ok(await getBusinessHours(deps, call.auth, { businessId: call.query.business_id })),
    );

    serve(app, businessHoursEndpoints.saveBusinessHours, async (call) =>
      ok(await saveBusinessHours(deps, call.auth, inNamedBusiness(call)), BUSINESS_HOURS_MESSAGES.saved),
    );

    serve(app, businessHoursEndpoints.officialHolidays, async (call) => {
      const { country, year } = call.body;
      const businessId = namedBusiness(call);
      return ok(await listOfficialHolidays(deps, call.auth, { businessId, country, year }));
    });
  };
}
