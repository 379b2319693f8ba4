import type { Endpoint } from "./endpoint.js";

export const botsEndpoints = {} as const satisfies Record<string, Endpoint>;
