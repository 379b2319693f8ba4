import {
  bulkJobQuerySchema,
  bulkJobSchema,
  cancelBulkActionBodySchema,
  startBulkActionBodySchema,
} from "../schemas/bulk-actions.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "bulk-actions";

/** One action on many contacts or chats, run in the background in batches, followed and cancelled here. */
export const bulkActionsEndpoints = {
  start: endpoint({
    method: "POST",
    path: "/api/bulk/StartBulkAction",
    summary:
      "Start labelling contacts or chats, or closing or reassigning chats, in bulk (admins and supervisors)",
    tag,
    access: ACCESS.businessManagers,
    body: startBulkActionBodySchema,
    answer: bulkJobSchema,
  }),
  status: endpoint({
    method: "GET",
    path: "/api/bulk/BulkActionStatus",
    summary: "How far a bulk action has gone, and what it left as it was and why",
    tag,
    access: ACCESS.businessManagers,
    query: bulkJobQuerySchema,
    answer: bulkJobSchema,
  }),
  cancel: endpoint({
    method: "POST",
    path: "/api/bulk/CancelBulkAction",
    summary: "Stop a bulk action after its current batch; what it changed stays changed",
    tag,
    access: ACCESS.businessManagers,
    body: cancelBulkActionBodySchema,
    answer: bulkJobSchema,
  }),
} as const satisfies Record<string, Endpoint>;
