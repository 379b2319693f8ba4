import { z } from "zod";
import { businessIdQuerySchema } from "../schemas/settings.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "media";

/** A message's file by its image key (base64 of its path, so it may hold "/" or "+"). */
const mediaKeyParamsSchema = z.object({ key: z.string().min(1).max(200) });

/** Messages' files: shown in the page or saved by the console, fetched by providers through a signed link. */
export const mediaEndpoints = {
  /** Platform admins say which business's file they mean (business_id); the key alone never decides it. */
  show: endpoint({
    method: "GET",
    path: "/api/image/show/:key",
    summary: "Show a message's file",
    tag,
    access: ACCESS.signedIn,
    params: mediaKeyParamsSchema,
    query: businessIdQuerySchema,
    answer: "file",
  }),
  download: endpoint({
    method: "POST",
    path: "/api/image/Download/:key",
    summary: "Download a message's file",
    tag,
    access: ACCESS.signedIn,
    params: mediaKeyParamsSchema,
    query: businessIdQuerySchema,
    answer: "file",
  }),
  providerLink: endpoint({
    method: "GET",
    path: "/api/media/public/:token",
    summary: "A signed, expiring link for providers to fetch outbound media",
    tag,
    access: "public",
    params: z.object({ token: z.string().max(600) }),
    answer: "file",
  }),
} as const satisfies Record<string, Endpoint>;
