import type { Endpoint } from "./endpoint.js";

export const healthEndpoints = {} as const satisfies Record<string, Endpoint>;
