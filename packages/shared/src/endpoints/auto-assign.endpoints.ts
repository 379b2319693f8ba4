import type { Endpoint } from "./endpoint.js";

export const autoAssignEndpoints = {} as const satisfies Record<string, Endpoint>;
