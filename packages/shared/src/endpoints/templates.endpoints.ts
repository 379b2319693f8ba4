import { businessIdQuerySchema } from "../schemas/settings.schema.js";
import {
  listTemplatesBodySchema,
  submitTemplateBodySchema,
  syncTemplatesBodySchema,
  whatsappTemplateListSchema,
  whatsappTemplateSchema,
} from "../schemas/templates.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "templates";

/** WhatsApp templates of a business's line: the synced list, "sincronizar", and creating one for approval. */
export const templatesEndpoints = {
  list: endpoint({
    method: "POST",
    path: "/api/config/ListTemplates",
    summary: "A WhatsApp line's templates with their approval state, as last synced or submitted",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: listTemplatesBodySchema,
    answer: whatsappTemplateListSchema,
  }),
  sync: endpoint({
    method: "POST",
    path: "/api/config/SyncTemplates",
    summary: "Read every template of the line from the provider and store their approval state",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: syncTemplatesBodySchema,
    answer: whatsappTemplateListSchema,
  }),
  submit: endpoint({
    method: "POST",
    path: "/api/config/SubmitTemplate",
    summary: "Create a WhatsApp template and submit it for approval (the sandbox approves at once)",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: submitTemplateBodySchema,
    answer: whatsappTemplateSchema,
  }),
} as const satisfies Record<string, Endpoint>;
