import {
  BUSINESS_TIME_ZONE_IDS,
  type BusinessTimeZone,
  businessIdInput,
  businessIdQuerySchema,
  businessSettingsSchema,
  colorsSchema,
  DEFAULT_TIME_ZONE,
  type MyBusiness,
  myBusinessSchema,
} from "@consola/shared";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok, okSchema } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { requireBusinessUser, resolveBusinessId } from "../../tenancy/auth-context.js";
import { authOf } from "../auth/authenticate.js";
import { type BusinessRow, getBusiness } from "./business.repo.js";

const toTimeZone = (value: string): BusinessTimeZone =>
  (BUSINESS_TIME_ZONE_IDS as readonly string[]).includes(value)
    ? (value as BusinessTimeZone)
    : DEFAULT_TIME_ZONE;

function toMyBusiness(row: BusinessRow): MyBusiness {
  return {
    id: row.id,
    name: row.name,
    rfc: row.rfc,
    personType: row.personType,
    phone: row.phone,
    contact: { email: row.email },
    address: row.address,
    postalCode: row.postalCode,
    timeZone: toTimeZone(row.timeZone),
    addHours: row.addHours,
    surveyActive: row.surveyActive,
    colors: row.colors,
  };
}

export function businessRoutes(deps: AppDeps) {
  return async function register(app: App) {
    app.post(
      "/api/admin/MyBusiness",
      {
        schema: {
          tags: ["business"],
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
      "/api/admin/Settings",
      {
        schema: {
          tags: ["business"],
          summary:
            "Time-zone setting of a business (own business; platform admins name one with business_id)",
          querystring: businessIdQuerySchema,
          response: { 200: okSchema(businessSettingsSchema) },
        },
      },
      async (request) => {
        const businessId = resolveBusinessId(authOf(request), request.query.business_id);
        const row = await getBusiness(deps.db, businessId);
        return ok({ BusinessTimeZone: toTimeZone(row.timeZone), addHours: row.addHours });
      },
    );

    app.get(
      "/api/config/GetColors",
      {
        schema: {
          tags: ["business"],
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
  };
}
