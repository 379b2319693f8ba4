import type { Endpoint } from "./endpoint.js";

export const businessEndpoints = {} as const satisfies Record<string, Endpoint>;
