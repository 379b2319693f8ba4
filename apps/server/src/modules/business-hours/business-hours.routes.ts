import {
  BUSINESS_HOURS_MESSAGES,
  businessHoursSchema,
  businessIdQuerySchema,
  holidayListSchema,
  officialHolidaysBodySchema,
  saveBusinessHoursBodySchema,
} from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok, okSchema } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { authOf } from "../auth/authenticate.js";
import { getBusinessHours, listOfficialHolidays, saveBusinessHours } from "./business-hours.service.js";

const tags = ["business hours"];

export function businessHoursRoutes(deps: AppDeps) {
  return async function register(app: App) {
    app.get(
      "/api/config/GetBusinessHours",
      {
        schema: {
          tags,
          summary:
            "Business hours, holidays and out-of-hours message, and whether it is open now (admins and supervisors; platform admins name it)",
          querystring: businessIdQuerySchema,
          response: { 200: okSchema(businessHoursSchema) },
        },
      },
      async (request) =>
        ok(await getBusinessHours(deps, authOf(request), { businessId: request.query.business_id })),
    );

    app.post(
      "/api/config/SaveBusinessHours",
      {
        schema: {
          tags,
          summary:
            "Replace the week's opening intervals, the holidays, the hours switch and the out-of-hours message (business admins)",
          querystring: businessIdQuerySchema,
          body: saveBusinessHoursBodySchema,
          response: { 200: okSchema(businessHoursSchema) },
        },
      },
      async (request) => {
        const { enabled, intervals, holidays, outOfHoursMessage } = request.body;
        const saved = await saveBusinessHours(deps, authOf(request), {
          businessId: request.body.business_id ?? request.query.business_id,
          enabled,
          intervals,
          holidays,
          outOfHoursMessage,
          ip: request.ip,
        });
        return ok(saved, BUSINESS_HOURS_MESSAGES.saved);
      },
    );

    app.post(
      "/api/config/OfficialHolidays",
      {
        schema: {
          tags,
          summary:
            "Mexico's or Colombia's official days off of a year, to add to the holidays (business admins)",
          querystring: businessIdQuerySchema,
          body: officialHolidaysBodySchema,
          response: { 200: okSchema(holidayListSchema) },
        },
      },
      async (request) => {
        const { country, year } = request.body;
        const businessId = request.body.business_id ?? request.query.business_id;
        return ok(await listOfficialHolidays(deps, authOf(request), { businessId, country, year }));
      },
    );
  };
}
