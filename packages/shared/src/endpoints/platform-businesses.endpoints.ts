import { z } from "zod";
import { businessListPageSchema, listBusinessesBodySchema } from "../schemas/business-list.schema.js";
import {
  activeBusinessBodySchema,
  activeBusinessResultSchema,
  addBusinessBodySchema,
  businessHistoryBodySchema,
  businessHistoryPageSchema,
  businessIdBodySchema,
  platformBusinessSchema,
  removeBusinessBodySchema,
  saveBusinessBodySchema,
} from "../schemas/platform-businesses.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "platform businesses";

/** /admin/business: the platform admins' calls (Super, VocomAdmin); every business role gets 403. */
export const platformBusinessesEndpoints = {
  list: endpoint({
    method: "POST",
    path: "/api/admin/ListBusiness",
    summary: "Businesses by name (accents and case ignored), a page after `after` (platform admins)",
    tag,
    access: ACCESS.platform,
    body: listBusinessesBodySchema,
    answer: businessListPageSchema,
  }),
  detail: endpoint({
    method: "POST",
    path: "/api/admin/GetBusiness",
    summary: "One business as the edit form shows it, access key included (platform admins)",
    tag,
    access: ACCESS.platform,
    body: businessIdBodySchema,
    answer: platformBusinessSchema,
  }),
  add: endpoint({
    method: "POST",
    path: "/api/admin/AddBusiness",
    summary:
      "Create a business with its defaults and its first admin, who gets the set-password e-mail (platform admins)",
    tag,
    access: ACCESS.platform,
    body: addBusinessBodySchema,
    answer: platformBusinessSchema,
  }),
  save: endpoint({
    method: "POST",
    path: "/api/admin/SaveBusiness",
    summary: "Change a business's data, clock, survey switch and colours (platform admins)",
    tag,
    access: ACCESS.platform,
    body: saveBusinessBodySchema,
    answer: platformBusinessSchema,
  }),
  setActive: endpoint({
    method: "POST",
    path: "/api/admin/ActiveBusiness",
    summary:
      "Activate a business, or deactivate it: its people are signed out and refused, its inbound messages kept",
    tag,
    access: ACCESS.platform,
    body: activeBusinessBodySchema,
    answer: activeBusinessResultSchema,
  }),
  remove: endpoint({
    method: "POST",
    path: "/api/admin/RemoveBusiness",
    summary:
      "Remove an inactive business whose name is typed again; its audit entries stay (platform admins)",
    tag,
    access: ACCESS.platform,
    body: removeBusinessBodySchema,
    answer: z.null(),
  }),
  history: endpoint({
    method: "POST",
    path: "/api/admin/BusinessHistory",
    summary: "A business's audit entries, newest first, a page after `after` (platform admins)",
    tag,
    access: ACCESS.platform,
    body: businessHistoryBodySchema,
    answer: businessHistoryPageSchema,
  }),
} as const satisfies Record<string, Endpoint>;
