import { contactPageSchema } from "../schemas/contacts.schema.js";
import {
  countSegmentBodySchema,
  removeSegmentAnswerSchema,
  removeSegmentBodySchema,
  saveSegmentBodySchema,
  segmentListSchema,
  segmentSchema,
} from "../schemas/segments.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "segments";

/** Saved filters of a business's contacts: the audiences of bulk actions and campaigns. */
export const segmentsEndpoints = {
  list: endpoint({
    method: "POST",
    path: "/api/contacts/ListSegments",
    summary: "The business's segments, alphabetical",
    tag,
    access: ACCESS.business,
    answer: segmentListSchema,
  }),
  save: endpoint({
    method: "POST",
    path: "/api/contacts/SaveSegment",
    summary: "Create a segment, or change it when id is given (admins and supervisors)",
    tag,
    access: ACCESS.businessManagers,
    body: saveSegmentBodySchema,
    answer: segmentSchema,
  }),
  remove: endpoint({
    method: "POST",
    path: "/api/contacts/RemoveSegment",
    summary: "Delete a segment (admins and supervisors)",
    tag,
    access: ACCESS.businessManagers,
    body: removeSegmentBodySchema,
    answer: removeSegmentAnswerSchema,
  }),
  count: endpoint({
    method: "POST",
    path: "/api/contacts/CountSegment",
    summary: "How many contacts meet conditions being built (capped past 10,000) and the first of them",
    tag,
    access: ACCESS.business,
    body: countSegmentBodySchema,
    answer: contactPageSchema,
  }),
} as const satisfies Record<string, Endpoint>;
