import {
  BUSINESS_HOURS_MESSAGES,
  businessHoursSchema,
  businessIdQuerySchema,
  holidayListSchema,
  officialHolidaysBodySchema,
  saveBusinessHoursBodySchema,
} from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { inNamedBusiness, namedBusiness } from "../../http/named-business.js";
import { okRoutes } from "../ok-routes.js";
import { getBusinessHours, listOfficialHolidays, saveBusinessHours } from "./business-hours.service.js";

const tags = ["business hours"];

export function businessHoursRoutes(deps: AppDeps) {
  return async function register(app: App) {
    const route = okRoutes(app, tags);
    route.get(
      "/api/config/GetBusinessHours",
      {
        summary:
          "Business hours, holidays and out-of-hours message, and whether it is open now (admins and supervisors; platform admins name it)",
        querystring: businessIdQuerySchema,
        data: businessHoursSchema,
      },
      async (call) => ok(await getBusinessHours(deps, call.auth, { businessId: call.query.business_id })),
    );

    route.post(
      "/api/config/SaveBusinessHours",
      {
        summary:
          "Replace the week's opening intervals, the holidays, the hours switch and the out-of-hours message (business admins)",
        querystring: businessIdQuerySchema,
        body: saveBusinessHoursBodySchema,
        data: businessHoursSchema,
      },
      async (call) =>
        ok(await saveBusinessHours(deps, call.auth, inNamedBusiness(call)), BUSINESS_HOURS_MESSAGES.saved),
    );

    route.post(
      "/api/config/OfficialHolidays",
      {
        summary:
          "Mexico's or Colombia's official days off of a year, to add to the holidays (business admins)",
        querystring: businessIdQuerySchema,
        body: officialHolidaysBodySchema,
        data: holidayListSchema,
      },
      async (call) => {
        const { country, year } = call.body;
        const businessId = namedBusiness(call);
        return ok(await listOfficialHolidays(deps, call.auth, { businessId, country, year }));
      },
    );
  };
}
