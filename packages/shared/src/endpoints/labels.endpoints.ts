import {
  labelChatBodySchema,
  labelContactBodySchema,
  labelListSchema,
  labelSchema,
  recordLabelsSchema,
  removeLabelAnswerSchema,
  removeLabelBodySchema,
  saveLabelBodySchema,
} from "../schemas/labels.schema.js";
import { businessIdQuerySchema } from "../schemas/settings.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "labels";

/** A business's labels, and the labels its contacts and chats carry. */
export const labelsEndpoints = {
  list: endpoint({
    method: "POST",
    path: "/api/labels/ListLabels",
    summary: "The business's labels, alphabetical, inactive ones included",
    tag,
    access: ACCESS.signedIn,
    query: businessIdQuerySchema,
    answer: labelListSchema,
  }),
  save: endpoint({
    method: "POST",
    path: "/api/labels/SaveLabel",
    summary: "Create a label, or change it when id is given (business admins)",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: saveLabelBodySchema,
    answer: labelSchema,
  }),
  remove: endpoint({
    method: "POST",
    path: "/api/labels/RemoveLabel",
    summary: "Delete a label nobody carries; one in use is deactivated instead (business admins)",
    tag,
    access: ACCESS.settings,
    body: removeLabelBodySchema,
    answer: removeLabelAnswerSchema,
  }),
  labelContact: endpoint({
    method: "POST",
    path: "/api/labels/LabelContact",
    summary: "Add and remove labels of a contact (agents: contacts of their open chats)",
    tag,
    access: ACCESS.business,
    body: labelContactBodySchema,
    answer: recordLabelsSchema,
  }),
  labelChat: endpoint({
    method: "POST",
    path: "/api/labels/LabelChat",
    summary: "Add and remove labels of a chat (agents: their own chats)",
    tag,
    access: ACCESS.business,
    body: labelChatBodySchema,
    answer: recordLabelsSchema,
  }),
} as const satisfies Record<string, Endpoint>;
