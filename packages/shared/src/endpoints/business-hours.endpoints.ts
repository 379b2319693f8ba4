import {
  businessHoursSchema,
  holidayListSchema,
  officialHolidaysBodySchema,
  saveBusinessHoursBodySchema,
} from "../schemas/business-hours.schema.js";
import { businessIdQuerySchema } from "../schemas/settings.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "business hours";

export const businessHoursEndpoints = {
  getBusinessHours: endpoint({
    method: "GET",
    path: "/api/config/GetBusinessHours",
    summary:
      "Business hours, holidays and out-of-hours message, and whether it is open now (admins and supervisors; platform admins name it)",
    tag,
    access: ACCESS.managers,
    query: businessIdQuerySchema,
    answer: businessHoursSchema,
  }),
  saveBusinessHours: endpoint({
    method: "POST",
    path: "/api/config/SaveBusinessHours",
    summary:
      "Replace the week's opening intervals, the holidays, the hours switch and the out-of-hours message (business admins)",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: saveBusinessHoursBodySchema,
    answer: businessHoursSchema,
  }),
  officialHolidays: endpoint({
    method: "POST",
    path: "/api/config/OfficialHolidays",
    summary: "Mexico's or Colombia's official days off of a year, to add to the holidays (business admins)",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: officialHolidaysBodySchema,
    answer: holidayListSchema,
  }),
} as const satisfies Record<string, Endpoint>;
