import { type Endpoint, endpoint } from "./endpoint.js";

export const healthEndpoints = {
  /** A probe's answer: 200 with the envelope when the database answers, 503 with the same data when not. */
  health: endpoint({
    method: "GET",
    path: "/api/health",
    summary: "Liveness and database reachability",
    tag: "operations",
    access: "public",
    answer: "raw",
  }),
} as const satisfies Record<string, Endpoint>;
