import { profileSchema } from "../schemas/session.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "session";

export const profileEndpoints = {
  mine: endpoint({
    method: "POST",
    path: "/api/admin/Profile",
    summary: "Who is signed in, their business and the menus of their role",
    tag,
    access: ACCESS.signedIn,
    answer: profileSchema,
  }),
} as const satisfies Record<string, Endpoint>;
