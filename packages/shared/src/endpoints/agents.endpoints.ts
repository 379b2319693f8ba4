import type { Endpoint } from "./endpoint.js";

export const agentsEndpoints = {} as const satisfies Record<string, Endpoint>;
