import type { Endpoint } from "./endpoint.js";

export const searchEndpoints = {} as const satisfies Record<string, Endpoint>;
